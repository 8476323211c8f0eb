import { BlogListPage } from '@/components/blog/blog-list-page';
import { blogListRoute } from '@/app/_routes/entity-pages';

const route = blogListRoute('hi', BlogListPage);

export const metadata = route.metadata;
export default route.Page;
