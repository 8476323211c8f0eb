import { IndianRupee as LucideIndianRupee } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const IndianRupee: LucideIcon = (props) => drawIcon(LucideIndianRupee, props);
