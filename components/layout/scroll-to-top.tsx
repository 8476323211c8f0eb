'use client';
import { ArrowUp } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/components/ui/use-media-query';
import { SCROLL_TOP_AFTER_PX } from '@/lib/constants';

/** Back-to-top button after 100 px of scroll; also returns to the top on every route change. */
export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);
  const pathname = usePathname();
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    // A link to a part of a page (/doctor/#timetable) has already been scrolled there by the router.
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
      data-testid="scroll-to-top"
      className="fixed bottom-20 right-4 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-600"
    >
      <ArrowUp aria-hidden="true" className="h-5 w-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
