import { Siren as LucideSiren } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Siren: LucideIcon = (props) => drawIcon(LucideSiren, props);
