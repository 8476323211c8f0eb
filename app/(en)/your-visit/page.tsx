import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('visit', 'en');

export const metadata = route.metadata;
export default route.Page;
