import { HandHeart as LucideHandHeart } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const HandHeart: LucideIcon = (props) => drawIcon(LucideHandHeart, props);
