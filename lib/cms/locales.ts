/**
 * Title, content and image are localized in Contentful. Entries are fetched with `locale: '*'`
 * (every locale's own values, no fallback applied), so a Hindi value is known to be real Hindi:
 * with `locale: 'hi-IN'` Contentful would fill a missing one with English without a marker.
 */
import type { Locale } from '../i18n';
import { isObject } from './mapping';

/** Contentful's locale code for each site locale; English is the space's default locale. */
export const contentfulLocales = { en: 'en-US', hi: 'hi-IN' } as const satisfies Record<Locale, string>;

const FALLBACK = contentfulLocales.en;

/** A post counts as written in a locale only when these fields have values of their own there. */
const TEXT_FIELDS = ['title', 'content'] as const;

function hasOwnValue(localized: unknown, code: string): boolean {
  if (!isObject(localized) || !(code in localized)) return false;
  const value = localized[code];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/**
 * An all-locales value (fields keyed by locale code, links resolved) as the single-locale shape
 * the mapping and renderers read: every Entry and Asset, linked ones included, takes the
 * locale's value of each field, else the English one (an image or a link is not text).
 */
export function inLocale(value: unknown, code: string): unknown {
  const done = new Map<object, unknown>();
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    // Resolved links can form cycles (a post linking to a post that links back).
    if (done.has(node)) return done.get(node);
    const copy: Record<string, unknown> = {};
    done.set(node, copy);
    const entity = isObject(node.sys) && (node.sys.type === 'Entry' || node.sys.type === 'Asset') && isObject(node.fields);
    for (const [key, child] of Object.entries(node)) {
      if (entity && key === 'fields') {
        copy.fields = Object.fromEntries(
          Object.entries(child as Record<string, unknown>).map(([field, localized]) => [
            field,
            walk(isObject(localized) ? (code in localized ? localized[code] : localized[FALLBACK]) : undefined),
          ]),
        );
      } else copy[key] = key === 'sys' ? child : walk(child);
    }
    return copy;
  };
  return walk(value);
}

/** Whether an all-locales entry has its own title and content in `locale` (English always counts). */
export function isWrittenIn(entry: unknown, locale: Locale): boolean {
  const code = contentfulLocales[locale];
  if (code === FALLBACK) return true;
  const fields = isObject(entry) && isObject(entry.fields) ? entry.fields : {};
  return TEXT_FIELDS.every((field) => hasOwnValue(fields[field], code));
}
