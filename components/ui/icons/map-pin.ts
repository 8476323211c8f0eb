import { MapPin as LucideMapPin } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const MapPin: LucideIcon = (props) => drawIcon(LucideMapPin, props);
