import { BadgeIndianRupee as LucideBadgeIndianRupee } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const BadgeIndianRupee: LucideIcon = (props) => drawIcon(LucideBadgeIndianRupee, props);
