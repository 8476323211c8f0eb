import { blogPagesRoute } from '@/app/_routes/entity-pages';

const route = blogPagesRoute('en');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
