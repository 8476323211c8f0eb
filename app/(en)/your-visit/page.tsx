import { VisitPage } from '@/components/visit/visit-page';
import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('visit', 'en', VisitPage);

export const metadata = route.metadata;
export default route.Page;
