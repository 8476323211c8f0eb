import { Sun as LucideSun } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Sun: LucideIcon = (props) => drawIcon(LucideSun, props);
