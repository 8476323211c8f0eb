import type { Dictionary } from '..';

/** Hindi strings of the community project pages. */
export const projects: Dictionary['projects'] = {
  keyHighlights: 'ख़ास बातें',
  impactStories: 'जिनकी ज़िंदगी बदली',
  slider: {
    label: '{name} की फ़ोटो',
    roleDescription: 'फ़ोटो स्लाइड',
    slideLabel: '{total} में से फ़ोटो {index}',
    previous: 'पिछली फ़ोटो',
    next: 'अगली फ़ोटो',
    pause: 'स्लाइड रोकें',
    play: 'स्लाइड चलाएँ',
  },
};
