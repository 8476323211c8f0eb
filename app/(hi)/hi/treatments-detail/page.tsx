import { treatmentsMovedRoute } from '@/app/_routes/static-pages';

const route = treatmentsMovedRoute('hi');

export const metadata = route.metadata;
export default route.Page;
