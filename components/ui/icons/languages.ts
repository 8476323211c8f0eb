import { Languages as LucideLanguages } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Languages: LucideIcon = (props) => drawIcon(LucideLanguages, props);
