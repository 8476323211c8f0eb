import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('treatments', 'en');

export const metadata = route.metadata;
export default route.Page;
