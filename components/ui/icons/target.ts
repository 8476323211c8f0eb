import { Target as LucideTarget } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Target: LucideIcon = (props) => drawIcon(LucideTarget, props);
