import type { Metadata } from 'next';
import { HomePage } from '@/components/home/home-page';
import { site } from '@/content/site';
import { defaultLocale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: `${site.name}: ${site.tagline}`,
  description: site.description,
  path: routes.home(),
});

export default function Page() {
  return <HomePage locale={defaultLocale} />;
}
