import { FeedbackPage } from '@/components/feedback/feedback-page';
import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('feedback', 'en', FeedbackPage);

export const metadata = route.metadata;
export default route.Page;
