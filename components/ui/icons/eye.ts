import { Eye as LucideEye } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Eye: LucideIcon = (props) => drawIcon(LucideEye, props);
