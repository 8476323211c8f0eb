import { BlogPostPage } from '@/components/blog/blog-post-page';
import { blogPostRoute } from '@/app/_routes/entity-pages';

const route = blogPostRoute('hi', BlogPostPage);

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
