import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('emergency', 'hi');

export const metadata = route.metadata;
export default route.Page;
