import type { Metadata } from 'next';
import { TreatmentsMovedPage } from '@/components/treatments/treatments-moved-page';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const dict = getDictionary(defaultLocale);

// The canonical URL is the list itself, so search engines index /treatments/ and not this address.
export const metadata: Metadata = {
  ...pageMetadata({ title: dict.common.redirect.title, description: dict.treatments.redirectDescription, path: routes.treatments() }),
  robots: { index: false, follow: true },
};

export default function Page() {
  return <TreatmentsMovedPage locale={defaultLocale} />;
}
