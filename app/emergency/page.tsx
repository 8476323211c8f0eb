import type { Metadata } from 'next';
import { EmergencyPage } from '@/components/emergency/emergency-page';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const t = getDictionary(defaultLocale).emergency;

export const metadata: Metadata = pageMetadata({ title: t.title, description: t.description, path: routes.emergency() });

export default function Page() {
  return <EmergencyPage locale={defaultLocale} />;
}
