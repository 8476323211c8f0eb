import type { Metadata } from 'next';
import { AccessibilityPage } from '@/components/accessibility/accessibility-page';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const t = getDictionary(defaultLocale).accessibility;

export const metadata: Metadata = pageMetadata({ title: t.title, description: t.description, path: routes.accessibility() });

export default function Page() {
  return <AccessibilityPage locale={defaultLocale} />;
}
