import { GalleryPage } from '@/components/gallery/gallery-page';
import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('gallery', 'en', GalleryPage);

export const metadata = route.metadata;
export default route.Page;
