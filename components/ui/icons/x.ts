import { X as LucideX } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const X: LucideIcon = (props) => drawIcon(LucideX, props);
