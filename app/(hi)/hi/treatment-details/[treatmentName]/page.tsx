import { TreatmentDetailPage } from '@/components/treatments/treatment-detail-page';
import { treatmentRoute } from '@/app/_routes/entity-pages';

const route = treatmentRoute('hi', TreatmentDetailPage);

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
