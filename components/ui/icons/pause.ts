import { Pause as LucidePause } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Pause: LucideIcon = (props) => drawIcon(LucidePause, props);
