import { Send as LucideSend } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Send: LucideIcon = (props) => drawIcon(LucideSend, props);
