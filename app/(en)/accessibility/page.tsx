import { AccessibilityPage } from '@/components/accessibility/accessibility-page';
import { staticRoute } from '@/app/_routes/static-pages';

const route = staticRoute('accessibility', 'en', AccessibilityPage);

export const metadata = route.metadata;
export default route.Page;
