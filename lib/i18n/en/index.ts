import { accessibility } from './accessibility';
import { blog } from './blog';
import { common } from './common';
import { forms } from './forms';

/** The English dictionary: every interface string, grouped by feature. */
export const en = {
  common,
  accessibility,
  forms,
  blog,
} as const;
