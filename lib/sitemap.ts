/**
 * Every indexable page the build exports, for sitemap.xml, in every language, with its hreflang
 * alternates when it has a twin: the same pairs the pages' own <link rel="alternate"> tags name
 * (lib/seo.ts). Each feature adds its paths here.
 */
import type { MetadataRoute } from 'next';
import { blogPageCounts, getAllPosts, postLocales } from './cms';
import { doctorSlugs, projectSlugs, treatmentSlugs } from './content';
import { locales, type Locale } from './i18n/locales';
import { pathInLocale, routes } from './routes';
import { absoluteUrl, languageAlternates } from './seo';

export interface SitemapEntry {
  path: string;
  /** hreflang -> path; only on pages whose every language version exists (never a one-sided pair). */
  languages?: Record<string, string>;
}

/** The versions of one page (its English path) in the languages it is written in. */
function versions(path: string, writtenIn: readonly Locale[] = locales): SitemapEntry[] {
  const paired = locales.every((locale) => writtenIn.includes(locale));
  return locales
    .filter((locale) => writtenIn.includes(locale))
    .map((locale) => ({ path: pathInLocale(path, locale), ...(paired ? { languages: languageAlternates(path) } : {}) }));
}

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [posts, counts] = await Promise.all([getAllPosts('en'), blogPageCounts()]);
  const pages = Array.from({ length: Math.max(...Object.values(counts)) }, (_, i) => i + 1);
  const postVersions = await Promise.all(posts.map(async (post) => versions(routes.blogPost(post.blogId), await postLocales(post.blogId))));
  return [
    routes.home(),
    routes.accessibility(),
    routes.treatments(),
    routes.about(),
    routes.mission(),
    routes.doctors(),
    routes.feedback(),
    routes.contact(),
    routes.appointment(),
    routes.gallery(),
    routes.emergency(),
    routes.yourVisit(),
    routes.costs(),
    ...treatmentSlugs.map((slug) => routes.treatmentDetails(slug)),
    ...projectSlugs.map((slug) => routes.project(slug)),
    ...doctorSlugs.map((slug) => routes.doctorProfile(slug)),
  ]
    .flatMap((path) => versions(path))
    .concat(
      // A list page number exists in a language only while it has posts for it.
      pages.flatMap((n) => versions(routes.blogPage(n), locales.filter((locale) => n <= counts[locale]))),
      postVersions.flat(),
    );
}

/** sitemap.xml's entries: absolute URLs, alternates as <xhtml:link rel="alternate" hreflang>. */
export async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return (await sitemapEntries()).map(({ path, languages }) => ({
    url: absoluteUrl(path),
    ...(languages ? { alternates: { languages: Object.fromEntries(Object.entries(languages).map(([lang, to]) => [lang, absoluteUrl(to)])) } } : {}),
  }));
}
