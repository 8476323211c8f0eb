/** Header, mobile menu and footer links built from lib/routes.ts, named in the page's language. */
import type { NavItem } from '@/content/types';
import { getContent } from './content';
import type { Dictionary, Locale } from './i18n';
import { routes } from './routes';

export interface NavSection {
  id: 'about' | 'projects' | 'treatments' | 'patients';
  label: string;
  items: NavItem[];
}

export function getNavigation(dict: Dictionary, locale: Locale): NavSection[] {
  const t = dict.common.nav;
  const { projects, treatments } = getContent(locale);
  return [
    {
      id: 'about',
      label: t.aboutUs,
      items: [
        { name: t.about, path: routes.about(locale) },
        { name: t.mission, path: routes.mission(locale) },
        { name: t.feedback, path: routes.feedback(locale) },
        { name: t.doctors, path: routes.doctors(locale) },
        { name: t.blog, path: routes.blog(locale) },
        { name: t.gallery, path: routes.gallery(locale) },
        { name: t.contact, path: routes.contact(locale) },
      ],
    },
    {
      id: 'projects',
      label: t.ourProjects,
      items: projects.map((p) => ({ name: p.name, path: routes.project(p.slug, locale) })),
    },
    {
      id: 'treatments',
      label: t.treatments,
      items: [
        { name: t.viewAllTreatments, path: routes.treatments(locale) },
        ...treatments.map((tr) => ({ name: tr.name, path: routes.treatmentDetails(tr.slug, locale) })),
      ],
    },
    {
      id: 'patients',
      label: t.forPatients,
      items: [
        { name: t.yourVisit, path: routes.yourVisit(locale) },
        { name: t.costs, path: routes.costs(locale) },
        { name: t.timetable, path: `${routes.doctors(locale)}#timetable` },
        { name: t.emergencyPage, path: routes.emergency(locale) },
      ],
    },
  ];
}

/** Footer "Useful Links" (/appointment, /contact, /treatments, /about, /doctor). */
export function getUsefulLinks(dict: Dictionary, locale: Locale): NavItem[] {
  const t = dict.common.nav;
  return [
    { name: t.appointment, path: routes.appointment(locale) },
    { name: t.contact, path: routes.contact(locale) },
    { name: t.viewAllTreatments, path: routes.treatments(locale) },
    { name: t.about, path: routes.about(locale) },
    { name: t.doctors, path: routes.doctors(locale) },
    { name: t.yourVisit, path: routes.yourVisit(locale) },
    { name: t.costs, path: routes.costs(locale) },
    { name: t.emergencyPage, path: routes.emergency(locale) },
  ];
}
