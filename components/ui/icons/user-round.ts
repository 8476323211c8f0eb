import { UserRound as LucideUserRound } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const UserRound: LucideIcon = (props) => drawIcon(LucideUserRound, props);
