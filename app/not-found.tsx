import type { Metadata } from 'next';
import { NotFoundResolver } from '@/components/layout/not-found-resolver';
import { projectNames } from '@/content/projects';
import { treatmentNames } from '@/content/treatments';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { routes } from '@/lib/routes';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you asked for is not on this site.',
  // No `robots` here: Next writes noindex on the not-found page itself, and a second tag is a duplicate.
};

export default function NotFound() {
  const locale = defaultLocale;
  const text = getDictionary(locale).common.notFound;
  return (
    <NotFoundResolver
      text={text}
      treatmentNames={[...treatmentNames]}
      projectNames={[...projectNames]}
      canonicalPath={{
        treatment: routes.treatmentDetails('__NAME__', locale),
        project: routes.project('__NAME__', locale),
      }}
      links={{
        home: routes.home(locale),
        treatments: routes.treatments(locale),
        contact: routes.contact(locale),
        projects: routes.home(locale),
        doctors: routes.doctors(locale),
        blog: routes.blog(locale),
      }}
    />
  );
}
