import { OfflinePage } from '@/components/offline/offline-page';
import { offlineRoute } from '@/app/_routes/static-pages';

const route = offlineRoute('hi', OfflinePage);

export const metadata = route.metadata;
export default route.Page;
