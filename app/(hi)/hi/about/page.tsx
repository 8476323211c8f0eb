import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('about', 'hi');

export const metadata = route.metadata;
export default route.Page;
