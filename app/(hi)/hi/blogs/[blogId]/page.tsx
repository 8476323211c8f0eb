import { blogPostRoute } from '@/app/_routes/entity-pages';

const route = blogPostRoute('hi');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
