import { Handshake as LucideHandshake } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Handshake: LucideIcon = (props) => drawIcon(LucideHandshake, props);
