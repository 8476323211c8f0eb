'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { routerPath } from '@/components/ui/link-router';

/**
 * One click listener for every internal link (components/ui/link.tsx renders them as plain <a
 * data-router-link>): a plain click navigates with the App Router, as next/link did, without a
 * component per link. Until this runs, and without scripts, links are ordinary links.
 */
export function LinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[data-router-link]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = routerPath(event, { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') }, location);
      if (path === null) return;
      event.preventDefault();
      router.push(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
