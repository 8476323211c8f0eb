import type { Metadata } from 'next';
import { VisitPage } from '@/components/visit/visit-page';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const t = getDictionary(defaultLocale).visit;

export const metadata: Metadata = pageMetadata({ title: t.title, description: t.description, path: routes.yourVisit() });

export default function Page() {
  return <VisitPage locale={defaultLocale} />;
}
