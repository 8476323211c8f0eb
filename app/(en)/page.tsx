import { HomePage } from '@/components/home/home-page';
import { homeRoute } from '@/app/_routes/static-pages';

const route = homeRoute('en', HomePage);

export const metadata = route.metadata;
export default route.Page;
