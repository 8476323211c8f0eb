import { DoctorProfilePage } from '@/components/doctors/doctor-profile-page';
import { doctorRoute } from '@/app/_routes/entity-pages';

const route = doctorRoute('en', DoctorProfilePage);

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
