/**
 * The site's content in one language. Every locale has its own content files with the same types
 * (content/*.ts and their *.hi.ts twins, checked by content/locale-parity.test.ts); this module
 * picks the set for a page's locale. Facts that have no words (phones, links, map URLs, UPI ids)
 * live only in the English files and are merged under the Hindi texts of content/site.hi.ts.
 */
import * as aboutEn from '@/content/about';
import * as aboutHi from '@/content/about.hi';
import costsEn from '@/content/costs';
import costsHi from '@/content/costs.hi';
import * as doctorsEn from '@/content/doctors';
import * as doctorsHi from '@/content/doctors.hi';
import emergencyEn from '@/content/emergency';
import emergencyHi from '@/content/emergency.hi';
import * as feedbackEn from '@/content/feedback';
import * as feedbackHi from '@/content/feedback.hi';
import * as galleryEn from '@/content/gallery';
import * as galleryHi from '@/content/gallery.hi';
import * as homeEn from '@/content/home';
import * as homeHi from '@/content/home.hi';
import * as missionEn from '@/content/mission';
import * as missionHi from '@/content/mission.hi';
import * as peopleEn from '@/content/people';
import * as peopleHi from '@/content/people.hi';
import { projects as projectsEn } from '@/content/projects';
import { projects as projectsHi } from '@/content/projects/index.hi';
import * as siteEn from '@/content/site';
import * as siteHi from '@/content/site.hi';
import { treatments as treatmentsEn } from '@/content/treatments';
import { treatments as treatmentsHi } from '@/content/treatments/index.hi';
import type { Doctor, ImageRef, Project, Treatment } from '@/content/types';
import * as visionEn from '@/content/vision';
import * as visionHi from '@/content/vision.hi';
import visitEn from '@/content/visit';
import visitHi from '@/content/visit.hi';
import type { Locale } from './i18n/locales';

/** Lays the strings of `texts` over `base`: arrays by position, objects by key; anything absent stays. */
export function overlayTexts<T>(base: T, texts: unknown): T {
  if (texts === undefined || texts === null) return base;
  if (typeof base === 'string') return (typeof texts === 'string' ? texts : base) as T;
  if (Array.isArray(base)) {
    const list = Array.isArray(texts) ? texts : [];
    return base.map((item, i) => overlayTexts(item, list[i])) as T;
  }
  if (base && typeof base === 'object' && typeof texts === 'object') {
    const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [key, value] of Object.entries(texts as Record<string, unknown>)) {
      out[key] = key in out ? overlayTexts(out[key], value) : value;
    }
    return out as T;
  }
  return base;
}

function siteIn(locale: Locale) {
  if (locale === 'en') {
    const { site, hours, openingHoursText, branches, stats } = siteEn;
    return { site, hours, openingHoursText, branches, stats };
  }
  return {
    site: overlayTexts(siteEn.site, siteHi.site),
    hours: overlayTexts(siteEn.hours, siteHi.hours),
    openingHoursText: siteHi.openingHoursText,
    branches: overlayTexts(siteEn.branches, siteHi.branches),
    stats: overlayTexts(siteEn.stats, siteHi.stats),
  };
}

function build(locale: Locale) {
  const hi = locale === 'hi';
  const treatments: readonly Treatment[] = hi ? treatmentsHi : treatmentsEn;
  const projects: readonly Project[] = hi ? projectsHi : projectsEn;
  const doctors: readonly Doctor[] = hi ? doctorsHi.doctors : doctorsEn.doctors;
  return {
    locale,
    ...siteIn(locale),
    treatments,
    projects,
    doctors,
    // The picture is the English file's (typed as a site image); only its alt text is translated.
    defaultDoctorImage: { ...doctorsEn.DEFAULT_DOCTOR_IMAGE, alt: (hi ? doctorsHi : doctorsEn).DEFAULT_DOCTOR_IMAGE.alt } satisfies ImageRef,
    about: hi ? aboutHi : aboutEn,
    mission: hi ? missionHi : missionEn,
    home: hi ? homeHi : homeEn,
    keyPeople: (hi ? peopleHi : peopleEn).keyPeople,
    gallery: (hi ? galleryHi : galleryEn).gallery,
    feedbackVideos: (hi ? feedbackHi : feedbackEn).feedbackVideos,
    normalSight: (hi ? visionHi : visionEn).normalSight,
    emergency: hi ? emergencyHi : emergencyEn,
    visit: hi ? visitHi : visitEn,
    costs: hi ? costsHi : costsEn,
  };
}

export type Content = ReturnType<typeof build>;

const cache = new Map<Locale, Content>();

/** All of the site's content in `locale`. */
export function getContent(locale: Locale): Content {
  let content = cache.get(locale);
  if (!content) cache.set(locale, (content = build(locale)));
  return content;
}

/** Slug matching is exact: slugs come from lib/routes.ts, never typed by a visitor. */
export function getTreatment(slug: string, locale: Locale): Treatment | undefined {
  return getContent(locale).treatments.find((t) => t.slug === slug);
}

export function getProject(slug: string, locale: Locale): Project | undefined {
  return getContent(locale).projects.find((p) => p.slug === slug);
}

export function getDoctor(slug: string, locale: Locale): Doctor | undefined {
  return getContent(locale).doctors.find((d) => d.slug === slug);
}

/** Slugs are the same in every language (the parity test checks it); English is the reference. */
export const treatmentSlugs = treatmentsEn.map((t) => t.slug);
export const projectSlugs = projectsEn.map((p) => p.slug);
export const doctorSlugs = doctorsEn.doctors.map((d) => d.slug);
