import { MessageCircle as LucideMessageCircle } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const MessageCircle: LucideIcon = (props) => drawIcon(LucideMessageCircle, props);
