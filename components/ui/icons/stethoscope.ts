import { Stethoscope as LucideStethoscope } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Stethoscope: LucideIcon = (props) => drawIcon(LucideStethoscope, props);
