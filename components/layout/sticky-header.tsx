'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { HEADER_FIXED_AFTER_PX } from '@/lib/constants';

/**
 * Relative until the page scrolls past the threshold, fixed after it. The outer box keeps the
 * header's height so the page does not jump when the header leaves the flow.
 */
export function StickyHeader({ children }: { children: ReactNode }) {
  const [fixed, setFixed] = useState(false);

  useEffect(() => {
    const update = () => setFixed(window.scrollY > HEADER_FIXED_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <div className="h-20">
      <header
        data-testid="site-header"
        data-fixed={fixed}
        className={`${fixed ? 'fixed top-0 shadow-md' : 'relative'} inset-x-0 z-40 h-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95`}
      >
        {children}
      </header>
    </div>
  );
}
