// The one 404.html of the export serves both languages (experimental.globalNotFound): the static
// host answers every unknown path with it, and the resolver reads the language from the address.
import 'swiper/css';
import 'swiper/css/pagination';
import './globals.css';
import type { Metadata } from 'next';
import { rootMetadata } from '@/app/_routes/root-layout';
import { NotFoundResolver } from '@/components/layout/not-found-resolver';
import { ShellHead, SiteShell } from '@/components/layout/site-shell';
import { projectSlugs, treatmentSlugs } from '@/lib/content';
import { getDictionary, localeTag, type Locale } from '@/lib/i18n';
import { locales } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

const title = 'Page not found';
const description = 'The page you asked for is not on this site.';
const root = rootMetadata('en');

// The root layouts' metadata does not reach this page: it takes their social card and icons itself.
export const metadata: Metadata = {
  ...root,
  title,
  description,
  openGraph: { ...root.openGraph, title, description },
  twitter: { ...root.twitter, title, description },
  // No `robots` here: Next writes noindex on the not-found page itself, and a second tag is a duplicate.
};

function perLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
}

export default function GlobalNotFound() {
  return (
    <html lang={localeTag('en')} suppressHydrationWarning>
      <head>
        <ShellHead />
      </head>
      <body className="font-sans">
        <SiteShell locale="en">
          <NotFoundResolver
            texts={perLocale((locale) => getDictionary(locale).common.notFound)}
            treatmentNames={[...treatmentSlugs]}
            projectNames={[...projectSlugs]}
            canonicalPaths={perLocale((locale) => ({
              treatment: routes.treatmentDetails('__NAME__', locale),
              project: routes.project('__NAME__', locale),
            }))}
            allLinks={perLocale((locale) => ({
              home: routes.home(locale),
              treatments: routes.treatments(locale),
              contact: routes.contact(locale),
              projects: routes.home(locale),
              doctors: routes.doctors(locale),
              blog: routes.blog(locale),
            }))}
          />
        </SiteShell>
      </body>
    </html>
  );
}
