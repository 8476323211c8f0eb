import { homeRoute } from '@/app/_routes/static-pages';

const route = homeRoute('en');

export const metadata = route.metadata;
export default route.Page;
