import { MapPinned as LucideMapPinned } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const MapPinned: LucideIcon = (props) => drawIcon(LucideMapPinned, props);
