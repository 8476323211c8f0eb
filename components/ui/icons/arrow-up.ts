import { ArrowUp as LucideArrowUp } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const ArrowUp: LucideIcon = (props) => drawIcon(LucideArrowUp, props);
