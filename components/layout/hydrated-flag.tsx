'use client';
import { startTransition, useEffect, useState } from 'react';
import { markPageHydrated } from '@/components/ui/use-client-snapshot';

/**
 * Marks the root once React has hydrated, so tests (and CSS) can tell static HTML from the live
 * page. The mark comes with the components' browser values (useClientSnapshot), which follow
 * hydration in one transition: when it is set, forms and accordions are ready too (a post's date in
 * the visitor's locale may come a moment later, from a worker: components/blog/visitor-dates.ts). Its own state,
 * not useHydrated: importing that into the shell split the shell's shared chunk on the form pages.
 */
export function HydratedFlag() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    markPageHydrated();
    startTransition(() => setReady(true));
  }, []);
  useEffect(() => {
    if (ready) document.documentElement.dataset.hydrated = 'true';
  }, [ready]);
  return null;
}
