import { projectRoute } from '@/app/_routes/entity-pages';

const route = projectRoute('hi');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
