import { accessibility } from './accessibility';
import { appointment } from './appointment';
import { common } from './common';
import { contact } from './contact';
import { forms } from './forms';

/** The English dictionary: every interface string, grouped by feature. */
export const en = {
  common,
  accessibility,
  forms,
  contact,
  appointment,
} as const;
