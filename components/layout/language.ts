/** Rules of the language switch and hint, with no React: which page, which language, whom to invite. */
import { type Locale } from '@/lib/i18n/locales';
import { localeOfPath, pathInLocale } from '@/lib/routes';

/** localStorage key: set once the visitor closes the Hindi hint, so it never shows again. */
export const LANGUAGE_HINT_DISMISSED_KEY = 'language-hint-dismissed';

export { otherLocale } from '@/lib/i18n/locales';

/**
 * The twin of the page at `pathname` in `target`, as a trailing-slash path with every segment
 * percent-encoded once (Next may hand the path over decoded or encoded). Query and hash are left out.
 */
export function twinPath(pathname: string, target: Locale): string {
  const bare = pathname.split(/[?#]/)[0] || '/';
  const segments = bare.split('/').filter(Boolean).map((segment) => {
    try {
      return encodeURIComponent(decodeURIComponent(segment));
    } catch {
      return encodeURIComponent(segment);
    }
  });
  const path = segments.length ? `/${segments.join('/')}/` : '/';
  return localeOfPath(path) === target ? path : pathInLocale(path, target);
}

/** True when the browser's list of languages has `locale` before English (or has no English at all). */
export function prefersLocale(languages: readonly string[], locale: Locale): boolean {
  const primary = languages.map((tag) => tag.toLowerCase().split('-')[0]);
  const wanted = primary.indexOf(locale);
  const english = primary.indexOf('en');
  return wanted >= 0 && (english < 0 || wanted < english);
}
