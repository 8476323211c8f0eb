import { Building2 as LucideBuilding2 } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Building2: LucideIcon = (props) => drawIcon(LucideBuilding2, props);
