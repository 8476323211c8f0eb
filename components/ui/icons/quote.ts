import { Quote as LucideQuote } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const Quote: LucideIcon = (props) => drawIcon(LucideQuote, props);
