import { blogListRoute } from '@/app/_routes/entity-pages';

const route = blogListRoute('en');

export const metadata = route.metadata;
export default route.Page;
