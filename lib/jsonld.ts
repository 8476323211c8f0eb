/**
 * Structured data (schema.org JSON-LD), typed with schema-dts. Pages render these through
 * components/ui/json-ld.tsx; e2e tests parse them back. Names, descriptions and URLs are the
 * page's language; a page node states it in `inLanguage` (entities through mainEntityOfPage).
 */
import type {
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  ContactPage,
  ContactPoint,
  DayOfWeek,
  Hospital,
  MedicalCondition,
  MedicalWebPage,
  OpeningHoursSpecification,
  Physician,
  Thing,
  WebPage,
  WithContext,
} from 'schema-dts';
import { hours, site as facts } from '@/content/site';
import type { Doctor, Treatment } from '@/content/types';
import type { BlogPost } from './cms/types';
import { socialImageUrl } from './cms/images';
import { firstParagraphText } from './cms/rich-text';
import { getContent } from './content';
import { isoDateTime } from './dates';
import { defaultLocale, localeTag, type Locale } from './i18n';
import { localeOfPath, routes } from './routes';
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
export const emergencyContact: ContactPoint = { '@type': 'ContactPoint', contactType: 'emergency', telephone: facts.contact.emergency.display, hoursAvailable: allDay };

function postalAddress(address: string) {
  return { '@type': 'PostalAddress' as const, streetAddress: address, addressRegion: 'Jharkhand', addressCountry: 'IN' };
}

/**
 * The hospital in the page's language; one `@id` in every language, as it is one hospital. In full
 * on the pages that describe it (home and contact, as search engines advise for an organisation);
 * other pages name it through hospitalRef, so their HTML does not carry the branches' addresses
 * and hours again (880 bytes gzipped on a Hindi treatment page, which is at the 3G budget's edge).
 */
export function hospitalJsonLd(locale: Locale = defaultLocale): WithContext<Hospital> {
  const { site, branches } = getContent(locale);
  return {
    '@context': 'https://schema.org',
    // Type, @id, name and home page: the same fields every page's reference carries.
    ...hospitalRef(locale),
    description: site.description,
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

/** The hospital as a page that does not describe it names it: type, `@id`, name and home page, inline. */
export function hospitalRef(locale: Locale) {
  return { '@type': 'Hospital' as const, '@id': absoluteUrl('/#hospital'), name: getContent(locale).site.name, url: absoluteUrl(routes.home(locale)) };
}

/** The page an entity is the main subject of, with the page's language (entities have no inLanguage). */
function pageOf(path: string, locale: Locale): WebPage {
  return { '@type': 'WebPage', '@id': absoluteUrl(path), url: absoluteUrl(path), inLanguage: localeTag(locale) };
}

export function physicianJsonLd(doctor: Doctor, locale: Locale = defaultLocale): WithContext<Physician> {
  const { site } = getContent(locale);
  const path = routes.doctorProfile(doctor.slug, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: doctor.name,
    description: doctor.description,
    url: absoluteUrl(path),
    mainEntityOfPage: pageOf(path, locale),
    image: absoluteUrl(doctor.image.src),
    medicalSpecialty: 'Optometric',
    knowsAbout: doctor.specialization,
    hasCredential: { '@type': 'EducationalOccupationalCredential', name: doctor.qualification },
    hospitalAffiliation: hospitalRef(locale),
    address: postalAddress(site.contact.address),
    telephone: site.contact.phone.display,
  };
}

export function medicalConditionJsonLd(treatment: Treatment, locale: Locale = defaultLocale): WithContext<MedicalCondition> {
  const path = routes.treatmentDetails(treatment.slug, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalCondition',
    name: treatment.name,
    description: treatment.summary,
    url: absoluteUrl(path),
    mainEntityOfPage: pageOf(path, locale),
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

/**
 * A blog post as schema.org BlogPosting (`title` already has the 'Untitled Blog' fallback). Its
 * language is the page's (from the path) unless the caller names it (an English post on /hi/).
 */
export function blogPostingJsonLd(post: BlogPost, { title, path, locale = localeOfPath(path) }: { title: string; path: string; locale?: Locale }): WithContext<BlogPosting> {
  const { site } = getContent(localeOfPath(path));
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
    inLanguage: localeTag(locale),
    author: { '@type': 'Organization', name: site.name, url: absoluteUrl(routes.home(localeOfPath(path))) },
    // Inline, not an @id reference: search engines read a post's publisher from the post itself.
    publisher: { '@type': 'Organization', name: site.name, url: absoluteUrl(routes.home(localeOfPath(path))), logo: { '@type': 'ImageObject', url: logoUrl() } },
  };
}

interface PageFacts {
  title: string;
  description: string;
  path: string;
  locale: Locale;
}

/** A page that is no single entity's (the treatments and doctors lists, a project, contact): its name and language. */
export function webPageJsonLd({ type, title, description, path, locale }: PageFacts & { type: 'WebPage' | 'CollectionPage' | 'ContactPage' }): WithContext<WebPage | CollectionPage | ContactPage> {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    '@id': absoluteUrl(path),
    name: title,
    description,
    url: absoluteUrl(path),
    inLanguage: localeTag(locale),
    publisher: hospitalRef(locale),
  };
}

/**
 * A patient guide page (/emergency/, /your-visit/, /costs/): what it is about, who publishes it
 * and when a person last checked it. The emergency page names the 24x7 line as its subject too.
 */
export function guidePageJsonLd({ title, description, path, locale, lastReviewed, about }: PageFacts & { lastReviewed: string; about?: Thing[] }): WithContext<MedicalWebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    '@id': absoluteUrl(path),
    name: title,
    description,
    url: absoluteUrl(path),
    lastReviewed,
    inLanguage: localeTag(locale),
    publisher: hospitalRef(locale),
    ...(about ? { about } : {}),
  };
}

