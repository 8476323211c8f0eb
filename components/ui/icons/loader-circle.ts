import { LoaderCircle as LucideLoaderCircle } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const LoaderCircle: LucideIcon = (props) => drawIcon(LucideLoaderCircle, props);
