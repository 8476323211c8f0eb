import { AboutPage } from '@/components/about/about-page';
import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('about', 'hi', AboutPage);

export const metadata = route.metadata;
export default route.Page;
