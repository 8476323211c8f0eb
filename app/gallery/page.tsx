import type { Metadata } from 'next';
import { GalleryPage } from '@/components/gallery/gallery-page';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const t = getDictionary(defaultLocale).gallery;

export const metadata: Metadata = pageMetadata({ title: t.title, description: t.description, path: routes.gallery() });

export default function Page() {
  return <GalleryPage locale={defaultLocale} />;
}
