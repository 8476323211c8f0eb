import { Check as LucideCheck } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Check: LucideIcon = (props) => drawIcon(LucideCheck, props);
