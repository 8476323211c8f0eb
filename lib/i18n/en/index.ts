import { accessibility } from './accessibility';
import { common } from './common';
import { forms } from './forms';
import { projects } from './projects';
import { treatments } from './treatments';

/** The English dictionary: every interface string, grouped by feature. */
export const en = {
  common,
  accessibility,
  forms,
  treatments,
  projects,
} as const;
