import { getContent } from '@/lib/content';
import { FEEDBACK_PAGE_SIZE } from '@/lib/constants';
import { getDictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { PageHeader } from '@/components/ui/page-header';
import { FeedbackVideos } from './feedback-videos';

export function FeedbackPage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.feedback;
  const { feedbackVideos } = getContent(locale);
  return (
    <>
      <PageHeader
        title={t.heading}
        intro={t.intro}
        label={dict.common.breadcrumb}
        path={routes.feedback(locale)}
        crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: t.navTitle }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <FeedbackVideos
          videos={feedbackVideos}
          pageSize={FEEDBACK_PAGE_SIZE}
          text={{ previous: t.previous, next: t.next, pageLabel: t.pageLabel, paginationLabel: t.paginationLabel, noVideo: t.noVideo }}
        />
      </div>
    </>
  );
}
