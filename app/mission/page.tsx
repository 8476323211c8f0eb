import type { Metadata } from 'next';
import { MissionPage } from '@/components/mission/mission-page';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const t = getDictionary(defaultLocale).mission;

export const metadata: Metadata = pageMetadata({ title: t.title, description: t.description, path: routes.mission() });

export default function Page() {
  return <MissionPage locale={defaultLocale} />;
}
