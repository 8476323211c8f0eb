import { OfflinePage } from '@/components/offline/offline-page';
import { offlineRoute } from '@/app/_routes/static-pages';

const route = offlineRoute('en', OfflinePage);

export const metadata = route.metadata;
export default route.Page;
