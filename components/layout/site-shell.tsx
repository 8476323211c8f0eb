import type { ReactNode } from 'react';
import { getContent } from '@/lib/content';
import { env } from '@/lib/env';
import { format, getDictionary, type Locale } from '@/lib/i18n';
import { defaultLocale } from '@/lib/i18n/locales';
import { Analytics } from './analytics';
import { ChatLink } from './chat-link';
import { HydratedFlag } from './hydrated-flag';
import { JoinMission } from './join-mission';
import { otherLocale } from './language';
import { LanguageHint } from './language-hint';
import { LanguageSwitch } from './language-switch';
import { LinkRouter } from './link-router';
import { PaymentButton } from './payment-button';
import { ScrollToTop } from './scroll-to-top';
import { ServiceWorker } from './service-worker';
import { SiteFooter } from './site-footer';
import { firstPaintScript } from './first-paint';
import { leadingSlashesScript } from './leading-slashes';
import { languageSwitchProps, SiteHeader } from './site-header';
import { Splash } from './splash';
import { themeBootScript } from './theme';
import { ThemeToggle } from './theme-toggle';
import { Toaster } from './toaster';
import { TopBar } from './top-bar';

/** The id of the page's <main>, the skip link's target, which also ends the first paint's wait. */
export const MAIN_ID = 'main';

/**
 * For the <head>: the browser paints nothing before the banner (top bar and header row) is parsed
 * whole. An expect link blocks rendering until the element it names is in the document (Chromium
 * 124 and later; other browsers ignore it), and Chromium counts an element in once its start tag
 * is parsed, so it names <main>, which follows the banner. HTML arrives in pieces on a slow link
 * (the first TCP window ends a little before the header, past the inline stylesheet), and a first
 * paint made with the header cut after the home link laid the name out on the whole row; the
 * controls that followed narrowed it, so the name wrapped and the link grew and moved (a layout
 * shift at 375 px). The wait is the banner's own bytes (it is the start of <body>): a segment or
 * two on a slow link; what it costs Lighthouse's simulated FCP is in docs/first-paint.md.
 */
function AwaitBanner() {
  return <link rel="expect" href={`#${MAIN_ID}`} blocking="render" />;
}

/** What every root layout's <head> holds before the first paint, around the shell. */
export function ShellHead() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: leadingSlashesScript }} />
      {/* Applies the stored or system theme before first paint, so a reload never flashes; and
          holds back the parts well down the page until the first paint (first-paint.ts). One
          element: each inline script is compiled and run on its own. */}
      <script dangerouslySetInnerHTML={{ __html: themeBootScript + firstPaintScript }} />
      <AwaitBanner />
    </>
  );
}

/** Everything around a page's own content, on every route. */
export function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const dict = getDictionary(locale);
  const t = dict.common;
  const { site } = getContent(locale);
  const other = otherLocale(locale);
  return (
    <>
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-[110] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t.skipToContent}
      </a>
      {/* One banner landmark for the contact strip and the header row. */}
      <header>
        <TopBar dict={dict} locale={locale}>
          {env.whatsappNumber && (
            <ChatLink number={env.whatsappNumber} label={t.chat} greeting={format(t.chatGreeting, { name: site.name })} />
          )}
          <LanguageSwitch
            {...languageSwitchProps(locale)}
            testId="topbar-language"
            className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 font-semibold whitespace-nowrap hover:bg-white/15 sm:hidden"
          />
          <ThemeToggle toDark={t.theme.toDark} toLight={t.theme.toLight} />
        </TopBar>
        <SiteHeader dict={dict} locale={locale} />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="min-h-[50vh] outline-none">
        {children}
      </main>
      <JoinMission dict={dict} locale={locale} />
      <SiteFooter dict={dict} locale={locale}>
        {env.razorpayButtonId && <PaymentButton buttonId={env.razorpayButtonId} />}
        <ScrollToTop label={t.scrollTop} />
      </SiteFooter>
      <Splash name={site.name} tagline={site.tagline} label={t.splash} />
      {/* Only English pages invite to Hindi: a Hindi page's reader has already chosen. */}
      {locale === defaultLocale && <LanguageHint target={other} text={getDictionary(other).common.language} />}
      <Toaster />
      <LinkRouter />
      <HydratedFlag />
      <ServiceWorker />
      <Analytics plausibleDomain={env.analytics.plausibleDomain} />
    </>
  );
}
