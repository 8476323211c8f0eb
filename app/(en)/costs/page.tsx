import { CostsPage } from '@/components/costs/costs-page';
import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('costs', 'en', CostsPage);

export const metadata = route.metadata;
export default route.Page;
