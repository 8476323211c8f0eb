import { EmergencyPage } from '@/components/emergency/emergency-page';
import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('emergency', 'en', EmergencyPage);

export const metadata = route.metadata;
export default route.Page;
