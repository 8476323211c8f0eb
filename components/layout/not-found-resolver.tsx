'use client';
import { Link } from '@/components/ui/link';
import { useEffect, useSyncExternalStore } from 'react';
import type { Dictionary, Locale } from '@/lib/i18n';
import { localeOfPath, matchName, parseEntityPath, type EntityKind } from '@/lib/routes';
import { buttonClass } from '@/components/ui/button-styles';

export type NotFoundText = Dictionary['common']['notFound'];

export interface NotFoundLinks {
  home: string;
  treatments: string;
  contact: string;
  projects: string;
  doctors: string;
  blog: string;
}

const noSubscription = () => () => {};

type State = { kind: 'pending' } | { kind: 'generic' } | { kind: EntityKind };

/**
 * The static host answers unknown paths with this page. Entity names are matched here, in the
 * browser (the host has no rewrites): a near miss such as /treatment-details/CATARACT/ is replaced by its
 * canonical URL; a real miss shows that route's not-found text.
 */
export function NotFoundResolver({
  texts,
  allLinks,
  treatmentNames,
  projectNames,
  canonicalPaths,
}: {
  /** One 404.html serves every language: the texts and links of each, chosen by the path. */
  texts: Record<Locale, NotFoundText>;
  allLinks: Record<Locale, NotFoundLinks>;
  /** Slugs (the English names), the same in every language. */
  treatmentNames: string[];
  projectNames: string[];
  canonicalPaths: Record<Locale, { treatment: string; project: string }>;
}) {
  // The server renders the neutral state; the browser knows the real path.
  const pathname = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname,
    () => null,
  );
  const locale: Locale = pathname === null ? 'en' : localeOfPath(pathname);
  const text = texts[locale];
  const links = allLinks[locale];
  const canonicalPath = canonicalPaths[locale];
  const entity = pathname === null ? undefined : parseEntityPath(pathname);
  const names = entity?.kind === 'treatment' ? treatmentNames : entity?.kind === 'project' ? projectNames : [];
  const match = entity ? matchName(entity.name, names) : undefined;
  const redirectTo =
    match && (entity?.kind === 'treatment' || entity?.kind === 'project')
      ? canonicalPath[entity.kind].replace('__NAME__', encodeURIComponent(match))
      : undefined;
  const state: State =
    pathname === null || (redirectTo && redirectTo !== pathname) ? { kind: 'pending' } : entity ? { kind: entity.kind } : { kind: 'generic' };

  useEffect(() => {
    if (redirectTo && redirectTo !== window.location.pathname) {
      window.location.replace(redirectTo + window.location.search + window.location.hash);
    }
  }, [redirectTo]);

  const specific: Partial<Record<EntityKind, { title: string; back: string; href: string }>> = {
    treatment: { title: text.treatmentTitle, back: text.backToTreatments, href: links.treatments },
    project: { title: text.projectTitle, back: text.backToProjects, href: links.home },
    doctor: { title: text.doctorTitle, back: text.backToDoctors, href: links.doctors },
    blog: { title: text.title, back: text.backToBlog, href: links.blog },
  };
  const shown = state.kind === 'pending' || state.kind === 'generic' ? undefined : specific[state.kind];

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center" data-state={state.kind} data-testid="not-found" lang={locale === 'en' ? undefined : locale}>
      <h1 className="text-3xl font-bold">{shown?.title ?? text.title}</h1>
      {/* Both sentences share one grid cell, the other one invisible (so also unread), so the block
          is as tall as the longer one before and after the page works out the address (no layout
          shift). With scripts off nothing will work it out: the not-found sentence shows at once. */}
      <p className="mt-4 grid text-lg">
        <span className={`[grid-area:1/1] ${state.kind === 'pending' ? 'noscript:invisible' : 'invisible'}`}>{text.searching}</span>
        <span className={`[grid-area:1/1] ${state.kind === 'pending' ? 'invisible noscript:visible' : ''}`}>{text.text}</span>
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {shown && (
          <li>
            <Link href={shown.href} className={buttonClass()}>
              {shown.back}
            </Link>
          </li>
        )}
        <li>
          <Link href={links.home} className={buttonClass({ variant: 'secondary' })}>
            {text.home}
          </Link>
        </li>
        <li>
          <Link href={links.treatments} className={buttonClass({ variant: 'secondary' })}>
            {text.treatments}
          </Link>
        </li>
        <li>
          <Link href={links.contact} className={buttonClass({ variant: 'secondary' })}>
            {text.contact}
          </Link>
        </li>
      </ul>
      {/* Without scripts the page cannot tell the language from the address: Hindi readers get
          the same message and links in Hindi below the English. */}
      <div lang="hi" className="mt-10 hidden border-t border-slate-200 pt-6 noscript:block dark:border-slate-700" data-testid="not-found-hindi">
        <p className="text-xl font-bold">{texts.hi.title}</p>
        <p className="mt-2">{texts.hi.text}</p>
        <ul className="mt-4 flex flex-wrap justify-center gap-3">
          <li>
            <a href={allLinks.hi.home} className={buttonClass({ variant: 'secondary' })}>
              {texts.hi.home}
            </a>
          </li>
          <li>
            <a href={allLinks.hi.contact} className={buttonClass({ variant: 'secondary' })}>
              {texts.hi.contact}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
