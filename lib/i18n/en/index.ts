import { accessibility } from './accessibility';
import { common } from './common';
import { forms } from './forms';
import { gallery } from './gallery';
import { home } from './home';

/** The English dictionary: every interface string, grouped by feature. */
export const en = {
  common,
  accessibility,
  forms,
  home,
  gallery,
} as const;
