import { homeRoute } from '@/app/_routes/static-pages';

const route = homeRoute('hi');

export const metadata = route.metadata;
export default route.Page;
