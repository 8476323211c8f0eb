import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/contact-page';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const t = getDictionary(defaultLocale).contact;

export const metadata: Metadata = pageMetadata({ title: t.title, description: t.description, path: routes.contact() });

export default function Page() {
  return <ContactPage locale={defaultLocale} />;
}
