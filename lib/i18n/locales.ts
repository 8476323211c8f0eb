/** Locales the site is published in. English is served at the root; others under /{locale}/. */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale = 'en' as const satisfies Locale;

/** BCP 47 tag for dates, numbers and the html lang attribute. */
export const localeTags: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };
