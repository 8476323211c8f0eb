import { Clock as LucideClock } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Clock: LucideIcon = (props) => drawIcon(LucideClock, props);
