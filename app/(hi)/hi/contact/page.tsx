import { ContactPage } from '@/components/contact/contact-page';
import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('contact', 'hi', ContactPage);

export const metadata = route.metadata;
export default route.Page;
