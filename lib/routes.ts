/**
 * Every path on the site is built here (with trailing slashes), and every
 * entity name in a URL is matched here. Components never type a path string themselves.
 */
import { defaultLocale, locales, type Locale } from './i18n/locales';

function prefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** The locale a site path belongs to: /hi/... is Hindi, everything else English. */
export function localeOfPath(path: string): Locale {
  const first = path.split('/')[1];
  return locales.find((locale) => locale !== defaultLocale && locale === first) ?? defaultLocale;
}

/** The same page in `locale`: /about/ <-> /hi/about/ (query and hash kept). */
export function pathInLocale(path: string, locale: Locale): string {
  const from = localeOfPath(path);
  const bare = from === defaultLocale ? path : path.slice(from.length + 1) || '/';
  return `${prefix(locale)}${bare}`;
}

function page(segment: string) {
  return (locale: Locale = defaultLocale) => `${prefix(locale)}${segment}`;
}

function entity(base: string) {
  return (name: string, locale: Locale = defaultLocale) =>
    `${prefix(locale)}/${base}/${encodeURIComponent(name)}/`;
}

export const routes = {
  home: page('/'),
  about: page('/about/'),
  mission: page('/mission/'),
  feedback: page('/feedback/'),
  doctors: page('/doctor/'),
  doctorProfile: entity('doctor-profile'),
  blog: page('/blog/'),
  blogPage: (n: number, locale: Locale = defaultLocale) =>
    n <= 1 ? routes.blog(locale) : `${prefix(locale)}/blog/page/${n}/`,
  blogPost: entity('blogs'),
  gallery: page('/gallery/'),
  contact: page('/contact/'),
  appointment: page('/appointment/'),
  treatments: page('/treatments/'),
  treatmentDetails: entity('treatment-details'),
  treatmentsDetail: page('/treatments-detail/'),
  project: entity('projects'),
  accessibility: page('/accessibility/'),
  emergency: page('/emergency/'),
  yourVisit: page('/your-visit/'),
  costs: page('/costs/'),
  /** What the service worker shows for a page it cannot fetch or find in its cache (noindex). */
  offline: page('/offline/'),
  /** The appointment form with a branch and doctor chosen (the form reads both query parameters). */
  appointmentWith: ({ branch, doctor }: { branch: string; doctor?: string }, locale: Locale = defaultLocale) =>
    `${prefix(locale)}/appointment/?branch=${encodeURIComponent(branch)}${doctor ? `&doctor=${encodeURIComponent(doctor)}` : ''}`,
} as const;

/**
 * Decodes a URL segment whether it arrives encoded once, twice or not at all
 * (Next passes page params encoded but metadata params decoded). Malformed escapes are kept.
 */
export function decodeParam(value: string): string {
  let current = value;
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(current); i++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      break;
    }
  }
  return current;
}

/** Case-, space- and hyphen-insensitive form of a name: "diabetic-retinopathy" == "Diabetic Retinopathy". */
export function normalizeName(value: string): string {
  return decodeParam(value)
    .replace(/\+/g, ' ')
    .toLowerCase()
    .replace(/[\s\-_]+/g, ' ')
    .trim();
}

/** The canonical name that a URL segment means, matched case-insensitively, or undefined. */
export function matchName<T extends string>(param: string, names: readonly T[]): T | undefined {
  const wanted = normalizeName(param);
  if (!wanted) return undefined;
  return names.find((name) => normalizeName(name) === wanted);
}

/** Exact match after decoding (doctor profiles match the name exactly). */
export function matchExact<T extends string>(param: string, names: readonly T[]): T | undefined {
  const wanted = decodeParam(param);
  return names.find((name) => name === wanted);
}

export type EntityKind = 'treatment' | 'project' | 'doctor' | 'blog';

const entityBases: Record<string, EntityKind> = {
  'treatment-details': 'treatment',
  projects: 'project',
  'doctor-profile': 'doctor',
  blogs: 'blog',
};

/** Which entity route a (possibly unknown) path belongs to, and the raw name in it. */
export function parseEntityPath(pathname: string): { kind: EntityKind; name: string } | undefined {
  const parts = pathname.split('/').filter(Boolean);
  const start = parts[0] === 'hi' ? 1 : 0;
  const base = parts[start];
  const name = parts[start + 1];
  if (!base || !name || parts.length > start + 2) return undefined;
  const kind = entityBases[base];
  return kind ? { kind, name } : undefined;
}
