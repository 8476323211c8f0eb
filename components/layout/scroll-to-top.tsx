'use client';
import { ArrowUp } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useScrolledPast } from '@/components/ui/use-scrolled-past';
import { SCROLL_TOP_AFTER_PX } from '@/lib/constants';

/** Back-to-top button after 100 px of scroll; also returns to the top on every route change. */
export function ScrollToTop({ label }: { label: string }) {
  const visible = useScrolledPast(SCROLL_TOP_AFTER_PX);
  const pathname = usePathname();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <button
      type="button"
      hidden={!visible}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
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
