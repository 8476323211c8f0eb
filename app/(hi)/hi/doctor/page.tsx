import { DoctorsPage } from '@/components/doctors/doctors-page';
import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('doctors', 'hi', DoctorsPage);

export const metadata = route.metadata;
export default route.Page;
