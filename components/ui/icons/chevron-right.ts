import { ChevronRight as LucideChevronRight } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const ChevronRight: LucideIcon = (props) => drawIcon(LucideChevronRight, props);
