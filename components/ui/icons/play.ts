import { Play as LucidePlay } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Play: LucideIcon = (props) => drawIcon(LucidePlay, props);
