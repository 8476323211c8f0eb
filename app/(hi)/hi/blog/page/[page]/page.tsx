import { BlogListPage } from '@/components/blog/blog-list-page';
import { blogPagesRoute } from '@/app/_routes/entity-pages';

const route = blogPagesRoute('hi', BlogListPage);

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
