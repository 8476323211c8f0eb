import { Trash2 as LucideTrash2 } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Trash2: LucideIcon = (props) => drawIcon(LucideTrash2, props);
