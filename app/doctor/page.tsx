import type { Metadata } from 'next';
import { DoctorsPage } from '@/components/doctors/doctors-page';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const t = getDictionary(defaultLocale).doctors;

export const metadata: Metadata = pageMetadata({ title: t.title, description: t.description, path: routes.doctors() });

export default function Page() {
  return <DoctorsPage locale={defaultLocale} />;
}
