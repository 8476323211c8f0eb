/**
 * Route modules shared by both languages: app/(en)/<path>/page.tsx and app/(hi)/hi/<path>/page.tsx
 * each call one of these with their locale, so a page exists in every language by construction.
 * Each page file names its own page component: a module imported by every page must not import
 * them all, or every page would load every other page's client components (forms, carousels).
 */
import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { getContent } from '@/lib/content';
import { getDictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export interface StaticRoute {
  metadata: Metadata;
  Page: () => React.ReactElement;
}

type PageKey = 'about' | 'accessibility' | 'appointment' | 'contact' | 'costs' | 'doctors' | 'emergency' | 'feedback' | 'gallery' | 'mission' | 'treatments' | 'visit';

type PageComponent = ComponentType<{ locale: Locale }>;

const paths: Record<PageKey, (locale: Locale) => string> = {
  about: routes.about,
  accessibility: routes.accessibility,
  appointment: routes.appointment,
  contact: routes.contact,
  costs: routes.costs,
  doctors: routes.doctors,
  emergency: routes.emergency,
  feedback: routes.feedback,
  gallery: routes.gallery,
  mission: routes.mission,
  treatments: routes.treatments,
  visit: routes.yourVisit,
};

/** A page whose title and description are its dictionary section's `title` and `description`. */
export function staticRoute(key: PageKey, locale: Locale, Component: PageComponent): StaticRoute {
  const path = paths[key];
  const t = getDictionary(locale)[key];
  return {
    metadata: pageMetadata({ title: t.title, description: t.description, path: path(locale) }),
    Page: function Page() {
      return <Component locale={locale} />;
    },
  };
}

export function homeRoute(locale: Locale, HomePage: PageComponent): StaticRoute {
  const { site } = getContent(locale);
  return {
    // Absolute: the layouts' "%s | name" template would repeat the name (it applies to /hi/, a child segment).
    metadata: { ...pageMetadata({ title: `${site.name}: ${site.tagline}`, description: site.description, path: routes.home(locale) }), title: { absolute: `${site.name}: ${site.tagline}` } },
    Page: function Page() {
      return <HomePage locale={locale} />;
    },
  };
}

/** /treatments-detail/ sends visitors to the list; its canonical is the list, so it is never indexed. */
export function treatmentsMovedRoute(locale: Locale, TreatmentsMovedPage: PageComponent): StaticRoute {
  const dict = getDictionary(locale);
  return {
    metadata: {
      ...pageMetadata({ title: dict.common.redirect.title, description: dict.treatments.redirectDescription, path: routes.treatments(locale) }),
      robots: { index: false, follow: true },
    },
    Page: function Page() {
      return <TreatmentsMovedPage locale={locale} />;
    },
  };
}

/** What the service worker answers offline for a page it has not cached: never indexed. */
export function offlineRoute(locale: Locale, OfflinePage: PageComponent): StaticRoute {
  const t = getDictionary(locale).offline;
  return {
    metadata: {
      ...pageMetadata({ title: t.title, description: t.description, path: routes.offline(locale) }),
      robots: { index: false, follow: false },
    },
    Page: function Page() {
      return <OfflinePage locale={locale} />;
    },
  };
}
