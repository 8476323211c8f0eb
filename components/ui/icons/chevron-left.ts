import { ChevronLeft as LucideChevronLeft } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const ChevronLeft: LucideIcon = (props) => drawIcon(LucideChevronLeft, props);
