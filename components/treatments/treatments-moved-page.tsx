import { MovedPage } from '@/components/ui/moved-page';
import { getDictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';

/** /treatments-detail/ has no content of its own (see the README's Decisions): it sends the visitor to /treatments/. */
export function TreatmentsMovedPage({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).common.redirect;
  return <MovedPage target={routes.treatments(locale)} title={t.title} text={t.text} link={t.link} testId="treatments-moved" />;
}
