'use client';
import { useEffect } from 'react';
import { markPageHydrated } from '@/components/ui/use-client-snapshot';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * Marks the root once React has hydrated, so tests (and CSS) can tell static HTML from the live
 * page. The mark comes with the components' browser values (useClientSnapshot), which follow
 * hydration in one transition: when it is set, forms and accordions are ready too.
 */
export function HydratedFlag() {
  const ready = useHydrated();
  useEffect(() => {
    markPageHydrated();
  }, []);
  useEffect(() => {
    if (ready) document.documentElement.dataset.hydrated = 'true';
  }, [ready]);
  return null;
}
