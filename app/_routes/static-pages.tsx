/**
 * Route modules shared by both languages: app/(en)/<path>/page.tsx and app/(hi)/hi/<path>/page.tsx
 * each call one of these with their locale, so a page exists in every language by construction.
 */
import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { AboutPage } from '@/components/about/about-page';
import { AccessibilityPage } from '@/components/accessibility/accessibility-page';
import { AppointmentPage } from '@/components/appointment/appointment-page';
import { ContactPage } from '@/components/contact/contact-page';
import { CostsPage } from '@/components/costs/costs-page';
import { DoctorsPage } from '@/components/doctors/doctors-page';
import { EmergencyPage } from '@/components/emergency/emergency-page';
import { FeedbackPage } from '@/components/feedback/feedback-page';
import { GalleryPage } from '@/components/gallery/gallery-page';
import { HomePage } from '@/components/home/home-page';
import { MissionPage } from '@/components/mission/mission-page';
import { OfflinePage } from '@/components/offline/offline-page';
import { TreatmentsMovedPage } from '@/components/treatments/treatments-moved-page';
import { TreatmentsPage } from '@/components/treatments/treatments-page';
import { VisitPage } from '@/components/visit/visit-page';
import { getContent } from '@/lib/content';
import { getDictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export interface StaticRoute {
  metadata: Metadata;
  Page: () => React.ReactElement;
}

type PageKey = 'about' | 'accessibility' | 'appointment' | 'contact' | 'costs' | 'doctors' | 'emergency' | 'feedback' | 'gallery' | 'mission' | 'treatments' | 'visit';

const pages: Record<PageKey, { Component: ComponentType<{ locale: Locale }>; path: (locale: Locale) => string }> = {
  about: { Component: AboutPage, path: routes.about },
  accessibility: { Component: AccessibilityPage, path: routes.accessibility },
  appointment: { Component: AppointmentPage, path: routes.appointment },
  contact: { Component: ContactPage, path: routes.contact },
  costs: { Component: CostsPage, path: routes.costs },
  doctors: { Component: DoctorsPage, path: routes.doctors },
  emergency: { Component: EmergencyPage, path: routes.emergency },
  feedback: { Component: FeedbackPage, path: routes.feedback },
  gallery: { Component: GalleryPage, path: routes.gallery },
  mission: { Component: MissionPage, path: routes.mission },
  treatments: { Component: TreatmentsPage, path: routes.treatments },
  visit: { Component: VisitPage, path: routes.yourVisit },
};

/** A page whose title and description are its dictionary section's `title` and `description`. */
export function staticRoute(key: PageKey, locale: Locale): StaticRoute {
  const { Component, path } = pages[key];
  const t = getDictionary(locale)[key];
  return {
    metadata: pageMetadata({ title: t.title, description: t.description, path: path(locale) }),
    Page: function Page() {
      return <Component locale={locale} />;
    },
  };
}

export function homeRoute(locale: Locale): StaticRoute {
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
export function treatmentsMovedRoute(locale: Locale): StaticRoute {
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
export function offlineRoute(locale: Locale): StaticRoute {
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
