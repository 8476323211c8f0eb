/** Locales the site is published in. English is served at the root; others under /{locale}/. */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale = 'en' as const satisfies Locale;

/** BCP 47 tag for dates, numbers and the html lang attribute. */
export const localeTags: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The language a page's switch leads to (the site has two). */
export function otherLocale(locale: Locale): Locale {
  return locales.find((l) => l !== locale) ?? defaultLocale;
}
