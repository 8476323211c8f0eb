'use client';
import { Languages } from '@/components/ui/icons/languages';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { twinPath } from './language';

/** The address of this page in `target`, from the path Next prerenders (server) or shows (browser). */
export function useTwinPath(target: Locale): string {
  const pathname = usePathname();
  // The one 404.html is prerendered at an internal path: its server HTML offers the home page.
  return twinPath(pathname && !pathname.startsWith('/_') ? pathname : '/', target);
}

/**
 * A plain link to the same page in the other language (a different root layout, so a full page
 * load): named in that language, with `lang` and `hreflang` for screen readers and search engines.
 */
export function LanguageSwitch({
  target,
  targetTag,
  label,
  className,
  testId,
}: {
  target: Locale;
  targetTag: string;
  label: string;
  className: string;
  testId: string;
}) {
  const href = useTwinPath(target);
  const link = useRef<HTMLAnchorElement>(null);
  // Hydration keeps a server attribute that differs (the 404 page learns its address only here).
  useEffect(() => link.current?.setAttribute('href', href), [href]);
  return (
    <a ref={link} href={href} lang={target} hrefLang={targetTag} className={className} data-testid={testId}>
      <Languages aria-hidden="true" className="h-4 w-4 shrink-0" />
      {label}
    </a>
  );
}
