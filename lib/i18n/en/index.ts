import { about } from './about';
import { accessibility } from './accessibility';
import { appointment } from './appointment';
import { blog } from './blog';
import { common } from './common';
import { doctors } from './doctors';
import { feedback } from './feedback';
import { contact } from './contact';
import { forms } from './forms';
import { projects } from './projects';
import { treatments } from './treatments';
import { mission } from './mission';
import { gallery } from './gallery';
import { home } from './home';
import { emergency } from './emergency';
import { visit } from './visit';
import { costs } from './costs';
import { offline } from './offline';

/** The English dictionary: every interface string, grouped by feature. */
export const en = {
  common,
  accessibility,
  forms,
  treatments,
  projects,
  about,
  mission,
  doctors,
  feedback,
  contact,
  appointment,
  blog,
  home,
  gallery,
  emergency,
  visit,
  costs,
  offline,
} as const;
