import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('accessibility', 'hi');

export const metadata = route.metadata;
export default route.Page;
