import { Ambulance as LucideAmbulance } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Ambulance: LucideIcon = (props) => drawIcon(LucideAmbulance, props);
