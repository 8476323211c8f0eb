import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('contact', 'hi');

export const metadata = route.metadata;
export default route.Page;
