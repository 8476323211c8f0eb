export const accessibility = {
  title: 'Accessibility statement',
  description: 'How this website supports people with low vision and other disabilities, its known limits, and how to ask for information in another format.',
  intro:
    'An eye hospital’s website must work for people who see poorly. We want everyone, including people with low vision, blindness, colour blindness or slow internet, to be able to use this site.',
  supportedTitle: 'What works',
  supported: [
    'Text can be enlarged to 200% and the page still reads in one column.',
    'Every page works with a keyboard alone; a “Skip to main content” link comes first, and the focused item is always outlined.',
    'Pictures have text descriptions for screen readers, and colours meet WCAG 2.2 AA contrast in both the light and dark themes.',
    'Moving slides can be paused, and animations switch off if your phone asks for reduced motion.',
    'Pages load without any outside service, and the text is there even when scripts are slow or blocked.',
  ],
  limitsTitle: 'Known limits',
  limits: [
    'Patient feedback videos do not yet have captions or transcripts.',
    'The embedded maps and the review widget come from other companies and may not be fully accessible; the address and phone numbers are always written beside them.',
    'The Hindi edition of the site is new; some parts, such as some blog posts, may still be in English only.',
  ],
  contactTitle: 'Ask for another format',
  contact:
    'If you need any information from this site read aloud, in large print, in Hindi or in another format, call us or write to us and we will help. Tell us too if something on the site does not work for you.',
} as const;
