'use client';
import { ArrowUp } from '@/components/ui/icons/arrow-up';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '@/components/ui/use-media-query';
import { useScrolledPast } from '@/components/ui/use-scrolled-past';
import { SCROLL_TOP_AFTER_PX } from '@/lib/constants';

/** Back-to-top button after 100 px of scroll; also returns to the top on every route change. */
export function ScrollToTop({ label }: { label: string }) {
  const visible = useScrolledPast(SCROLL_TOP_AFTER_PX);
  const pathname = usePathname();
  const reducedMotion = usePrefersReducedMotion();
  const firstPath = useRef(pathname);

  useEffect(() => {
    // Not on hydration: a visitor who scrolled (or followed a #link) before the scripts arrived
    // keeps their place. A link to a part of a page (/doctor/#timetable) is scrolled there by the router.
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <button
      type="button"
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      data-testid="scroll-to-top"
      className="fixed bottom-4 right-4 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-600"
    >
      <ArrowUp aria-hidden="true" className="h-5 w-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
