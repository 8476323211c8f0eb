import type { Metadata } from 'next';
import { CostsPage } from '@/components/costs/costs-page';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const t = getDictionary(defaultLocale).costs;

export const metadata: Metadata = pageMetadata({ title: t.title, description: t.description, path: routes.costs() });

export default function Page() {
  return <CostsPage locale={defaultLocale} />;
}
