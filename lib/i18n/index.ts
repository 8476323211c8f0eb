/**
 * Interface strings come from one typed dictionary per locale. Components receive a locale (or
 * the dictionary) from their route file; adding a language means adding a dictionary that
 * satisfies `Dictionary`, not touching components.
 */
import { en } from './en';
import { hi } from './hi';
import { defaultLocale, localeTags, type Locale } from './locales';

/** Same shape as the English dictionary, with every string free to differ. */
type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };
export type Dictionary = Widen<typeof en>;

/** Every locale has a complete dictionary: a missing Hindi string is a type error, never English. */
const dictionaries: Record<Locale, Dictionary> = { en, hi };

export function getDictionary(locale: Locale = defaultLocale): Dictionary {
  return dictionaries[locale];
}

/** Fills {name} slots: format('Page {page} of {total}', { page: 1, total: 3 }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, key: string) =>
    key in values ? String(values[key]) : slot,
  );
}

export function localeTag(locale: Locale): string {
  return localeTags[locale];
}

export { defaultLocale, type Locale } from './locales';
