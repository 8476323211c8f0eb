import { offlineRoute } from '@/app/_routes/static-pages';

const route = offlineRoute('hi');

export const metadata = route.metadata;
export default route.Page;
