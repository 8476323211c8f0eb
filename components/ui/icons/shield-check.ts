import { ShieldCheck as LucideShieldCheck } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const ShieldCheck: LucideIcon = (props) => drawIcon(LucideShieldCheck, props);
