import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TreatmentDetailPage } from '@/components/treatments/treatment-detail-page';
import { getTreatment, treatments } from '@/content/treatments';
import { defaultLocale } from '@/lib/i18n';
import { decodeParam, routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ treatmentName: string }> };

export function generateStaticParams() {
  return treatments.map((treatment) => ({ treatmentName: treatment.name }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const treatment = getTreatment(decodeParam((await params).treatmentName));
  if (!treatment) return {};
  return pageMetadata({
    title: treatment.name,
    description: treatment.summary,
    path: routes.treatmentDetails(treatment.name),
    image: treatment.introduction.banner.src,
  });
}

export default async function Page({ params }: Props) {
  const treatment = getTreatment(decodeParam((await params).treatmentName));
  if (!treatment) notFound();
  return <TreatmentDetailPage treatment={treatment} locale={defaultLocale} />;
}
