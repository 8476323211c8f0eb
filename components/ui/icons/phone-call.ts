import { PhoneCall as LucidePhoneCall } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const PhoneCall: LucideIcon = (props) => drawIcon(LucidePhoneCall, props);
