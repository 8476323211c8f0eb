import { ProjectPage } from '@/components/projects/project-page';
import { projectRoute } from '@/app/_routes/entity-pages';

const route = projectRoute('hi', ProjectPage);

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
