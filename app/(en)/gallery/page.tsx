import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('gallery', 'en');

export const metadata = route.metadata;
export default route.Page;
