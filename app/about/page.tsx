import type { Metadata } from 'next';
import { AboutPage } from '@/components/about/about-page';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const t = getDictionary(defaultLocale).about;

export const metadata: Metadata = pageMetadata({ title: t.title, description: t.description, path: routes.about() });

export default function Page() {
  return <AboutPage locale={defaultLocale} />;
}
