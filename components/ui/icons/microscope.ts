import { Microscope as LucideMicroscope } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Microscope: LucideIcon = (props) => drawIcon(LucideMicroscope, props);
