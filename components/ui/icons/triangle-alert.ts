import { TriangleAlert as LucideTriangleAlert } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const TriangleAlert: LucideIcon = (props) => drawIcon(LucideTriangleAlert, props);
