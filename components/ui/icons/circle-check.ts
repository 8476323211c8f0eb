import { CircleCheck as LucideCircleCheck } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const CircleCheck: LucideIcon = (props) => drawIcon(LucideCircleCheck, props);
