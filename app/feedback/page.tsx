import type { Metadata } from 'next';
import { FeedbackPage } from '@/components/feedback/feedback-page';
import { defaultLocale, getDictionary } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const t = getDictionary(defaultLocale).feedback;

export const metadata: Metadata = pageMetadata({ title: t.title, description: t.description, path: routes.feedback() });

export default function Page() {
  return <FeedbackPage locale={defaultLocale} />;
}
