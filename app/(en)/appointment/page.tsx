import { AppointmentPage } from '@/components/appointment/appointment-page';
import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('appointment', 'en', AppointmentPage);

export const metadata = route.metadata;
export default route.Page;
