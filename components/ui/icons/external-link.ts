import { ExternalLink as LucideExternalLink } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const ExternalLink: LucideIcon = (props) => drawIcon(LucideExternalLink, props);
