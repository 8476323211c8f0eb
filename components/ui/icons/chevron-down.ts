import { ChevronDown as LucideChevronDown } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const ChevronDown: LucideIcon = (props) => drawIcon(LucideChevronDown, props);
