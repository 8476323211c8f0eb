import { TreatmentsPage } from '@/components/treatments/treatments-page';
import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('treatments', 'hi', TreatmentsPage);

export const metadata = route.metadata;
export default route.Page;
