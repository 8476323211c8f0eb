import { MissionPage } from '@/components/mission/mission-page';
import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('mission', 'hi', MissionPage);

export const metadata = route.metadata;
export default route.Page;
