import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DoctorProfilePage } from '@/components/doctors/doctor-profile-page';
import { doctorNames, getDoctor } from '@/content/doctors';
import { defaultLocale, format, getDictionary } from '@/lib/i18n';
import { matchExact, routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ doctorName: string }> };

/** The profile matches the name exactly; anything else is the 404 page's 'Doctor details not found.'. */
function findDoctor(param: string) {
  const name = matchExact(param, doctorNames);
  return name ? getDoctor(name) : undefined;
}

export function generateStaticParams() {
  return doctorNames.map((doctorName) => ({ doctorName }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doctor = findDoctor((await params).doctorName);
  if (!doctor) return {};
  const t = getDictionary(defaultLocale).doctors;
  return pageMetadata({
    title: format(t.profileTitle, { name: doctor.name, specialization: doctor.specialization }),
    description: format(t.profileDescription, {
      name: doctor.name,
      qualification: doctor.qualification,
      specialization: doctor.specialization,
      hospital: doctor.hospital,
      experience: doctor.experience,
    }),
    path: routes.doctorProfile(doctor.name),
    image: doctor.image.src,
  });
}

export default async function Page({ params }: Props) {
  const doctor = findDoctor((await params).doctorName);
  if (!doctor) notFound();
  return <DoctorProfilePage doctor={doctor} locale={defaultLocale} />;
}
