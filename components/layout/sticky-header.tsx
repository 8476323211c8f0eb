'use client';
import type { ReactNode } from 'react';
import { useScrolledPast } from '@/components/ui/use-scrolled-past';
import { HEADER_FIXED_AFTER_PX } from '@/lib/constants';

/**
 * Relative until the page scrolls past the threshold, fixed after it. The outer box keeps the
 * header's height so the page does not jump when the header leaves the flow.
 */
export function StickyHeader({ children }: { children: ReactNode }) {
  const fixed = useScrolledPast(HEADER_FIXED_AFTER_PX);

  return (
    <div className="h-20">
      <div
        data-testid="site-header"
        data-fixed={fixed}
        className={`${fixed ? 'fixed top-0 shadow-md' : 'relative'} inset-x-0 z-40 h-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95`}
      >
        {children}
      </div>
    </div>
  );
}
