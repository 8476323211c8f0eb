import type { Metadata } from 'next';
import { AppointmentPage } from '@/components/appointment/appointment-page';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const t = getDictionary(defaultLocale).appointment;

export const metadata: Metadata = pageMetadata({ title: t.title, description: t.description, path: routes.appointment() });

export default function Page() {
  return <AppointmentPage locale={defaultLocale} />;
}
