import { Menu as LucideMenu } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Menu: LucideIcon = (props) => drawIcon(LucideMenu, props);
