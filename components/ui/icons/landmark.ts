import { Landmark as LucideLandmark } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Landmark: LucideIcon = (props) => drawIcon(LucideLandmark, props);
