import { UsersRound as LucideUsersRound } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const UsersRound: LucideIcon = (props) => drawIcon(LucideUsersRound, props);
