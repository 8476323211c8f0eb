import { Phone as LucidePhone } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Phone: LucideIcon = (props) => drawIcon(LucidePhone, props);
