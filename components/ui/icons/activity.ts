import { Activity as LucideActivity } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Activity: LucideIcon = (props) => drawIcon(LucideActivity, props);
