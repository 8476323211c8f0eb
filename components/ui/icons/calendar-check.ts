import { CalendarCheck as LucideCalendarCheck } from 'lucide-react';
import { drawIcon, type LucideIcon } from './draw';

export const CalendarCheck: LucideIcon = (props) => drawIcon(LucideCalendarCheck, props);
