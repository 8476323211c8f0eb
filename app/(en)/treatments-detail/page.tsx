import { TreatmentsMovedPage } from '@/components/treatments/treatments-moved-page';
import { treatmentsMovedRoute } from '@/app/_routes/static-pages';

const route = treatmentsMovedRoute('en', TreatmentsMovedPage);

export const metadata = route.metadata;
export default route.Page;
