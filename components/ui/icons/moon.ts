import { Moon as LucideMoon } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Moon: LucideIcon = (props) => drawIcon(LucideMoon, props);
