import { Mail as LucideMail } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Mail: LucideIcon = (props) => drawIcon(LucideMail, props);
