/**
 * Structured data (schema.org JSON-LD), typed with schema-dts. Pages render these through
 * components/ui/json-ld.tsx; e2e tests parse them back.
 */
import type { BlogPosting, BreadcrumbList, ContactPoint, DayOfWeek, Hospital, MedicalCondition, MedicalWebPage, OpeningHoursSpecification, Physician, Thing, WithContext } from 'schema-dts';
import { branches, hours, site } from '@/content/site';
import type { Doctor, Treatment } from '@/content/types';
import type { BlogPost } from './cms/types';
import { socialImageUrl } from './cms/images';
import { firstParagraphText } from './cms/rich-text';
import { isoDateTime } from './dates';
import { routes } from './routes';
import { absoluteUrl } from './seo';

const openingHours: OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => `https://schema.org/${day}` as DayOfWeek),
  opens: hours.opens,
  closes: hours.closes,
};

const allDay: OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => `https://schema.org/${day}` as DayOfWeek),
  opens: '00:00',
  closes: '23:59',
};

const logoUrl = () => absoluteUrl('/images/brand/icon-512.png');

/** The hospital's 24x7 emergency line (in the Hospital node, and the subject of /emergency/). */
export const emergencyContact: ContactPoint = { '@type': 'ContactPoint', contactType: 'emergency', telephone: site.contact.emergency.display, hoursAvailable: allDay };

function postalAddress(address: string) {
  return { '@type': 'PostalAddress' as const, streetAddress: address, addressRegion: 'Jharkhand', addressCountry: 'IN' };
}

export function hospitalJsonLd(): WithContext<Hospital> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hospital',
    '@id': absoluteUrl('/#hospital'),
    name: site.name,
    description: site.description,
    url: absoluteUrl(routes.home()),
    logo: logoUrl(),
    image: absoluteUrl('/images/brand/og-default.jpg'),
    telephone: site.contact.phone.display,
    email: site.contact.email,
    address: postalAddress(site.contact.address),
    openingHoursSpecification: [openingHours],
    medicalSpecialty: 'Optometric',
    isAcceptingNewPatients: true,
    parentOrganization: { '@type': 'NGO', name: site.trust },
    contactPoint: [
      emergencyContact,
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: site.contact.phone.display, email: site.contact.email },
    ],
    sameAs: Object.values(site.social),
    department: branches.map((branch) => ({
      '@type': 'MedicalClinic' as const,
      name: branch.hospitalName,
      address: postalAddress(branch.address),
      telephone: branch.phone,
      openingHoursSpecification: [openingHours],
      hasMap: branch.map.link,
    })),
  };
}

export function physicianJsonLd(doctor: Doctor): WithContext<Physician> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: doctor.name,
    description: doctor.description,
    url: absoluteUrl(routes.doctorProfile(doctor.name)),
    image: absoluteUrl(doctor.image.src),
    medicalSpecialty: 'Optometric',
    knowsAbout: doctor.specialization,
    hasCredential: { '@type': 'EducationalOccupationalCredential', name: doctor.qualification },
    hospitalAffiliation: { '@id': absoluteUrl('/#hospital') },
    address: postalAddress(site.contact.address),
    telephone: site.contact.phone.display,
  };
}

export function medicalConditionJsonLd(treatment: Treatment): WithContext<MedicalCondition> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalCondition',
    name: treatment.name,
    description: treatment.summary,
    url: absoluteUrl(routes.treatmentDetails(treatment.name)),
    image: absoluteUrl(treatment.introduction.banner.src),
    signOrSymptom: treatment.symptoms.list.map((name) => ({ '@type': 'MedicalSignOrSymptom' as const, name })),
    possibleTreatment: treatment.treatments.list.map((option) => ({
      '@type': 'MedicalTherapy' as const,
      name: option.name,
      description: option.description,
    })),
  };
}

export function breadcrumbJsonLd(crumbs: { name: string; path?: string }[], currentPath: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem' as const,
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path ?? currentPath),
    })),
  };
}

/** A blog post as schema.org BlogPosting (`title` already has the 'Untitled Blog' fallback). */
export function blogPostingJsonLd(post: BlogPost, { title, path }: { title: string; path: string }): WithContext<BlogPosting> {
  const published = isoDateTime(post.date);
  const modified = isoDateTime(post.updatedAt) ?? published;
  const description = firstParagraphText(post.content);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': absoluteUrl(path),
    headline: title,
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    ...(description ? { description } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    image: absoluteUrl(post.image ? socialImageUrl(post.image.url) : '/images/brand/og-default.jpg'),
    inLanguage: 'en-IN',
    author: { '@type': 'Organization', name: site.name, url: absoluteUrl(routes.home()) },
    // Inline, not an @id reference: search engines read a post's publisher from the post itself.
    publisher: { '@type': 'Organization', name: site.name, url: absoluteUrl(routes.home()), logo: { '@type': 'ImageObject', url: logoUrl() } },
  };
}

/**
 * A patient guide page (/emergency/, /your-visit/, /costs/): what it is about, who publishes it
 * and when a person last checked it. The emergency page names the 24x7 line as its subject too.
 */
export function guidePageJsonLd({ title, description, path, lastReviewed, about }: { title: string; description: string; path: string; lastReviewed: string; about?: Thing[] }): WithContext<MedicalWebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    '@id': absoluteUrl(path),
    name: title,
    description,
    url: absoluteUrl(path),
    lastReviewed,
    inLanguage: 'en-IN',
    publisher: { '@id': absoluteUrl('/#hospital') },
    ...(about ? { about } : {}),
  };
}

