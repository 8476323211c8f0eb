import type { Dictionary } from '..';
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

/** The Hindi dictionary: the same keys as the English one, every string in plain everyday Hindi. */
export const hi: Dictionary = {
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
};
