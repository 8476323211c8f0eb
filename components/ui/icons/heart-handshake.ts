import { HeartHandshake as LucideHeartHandshake } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const HeartHandshake: LucideIcon = (props) => drawIcon(LucideHeartHandshake, props);
