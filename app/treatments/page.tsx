import type { Metadata } from 'next';
import { TreatmentsPage } from '@/components/treatments/treatments-page';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const t = getDictionary(defaultLocale).treatments;

export const metadata: Metadata = pageMetadata({ title: t.title, description: t.description, path: routes.treatments() });

export default function Page() {
  return <TreatmentsPage locale={defaultLocale} />;
}
