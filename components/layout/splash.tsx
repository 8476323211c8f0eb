'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { SPLASH_DURATION_MS } from '@/lib/constants';
import { lockScroll } from '@/components/ui/scroll-lock';
import { prefersReducedMotion, usePrefersReducedMotion } from '@/components/ui/use-media-query';
import { LogoMark } from './logo';

/**
 * Full-screen splash for 3 s after every navigation. CSS draws and removes it, so the
 * HTML underneath is complete and readable; JS only restarts it on client navigations, locks
 * scrolling while it shows and takes it out of the page when done. Skipped for reduced motion.
 */
export function Splash({ name, tagline, label }: { name: string; tagline: string; label: string }) {
  const pathname = usePathname();
  const reducedMotion = usePrefersReducedMotion();
  const [run, setRun] = useState({ path: pathname, count: 0, done: false });
  if (run.path !== pathname) setRun({ path: pathname, count: run.count + 1, done: false });

  useEffect(() => {
    if (reducedMotion || prefersReducedMotion()) return;
    // The first splash started with the page itself; later ones start now.
    const remaining = run.count === 0 ? SPLASH_DURATION_MS - performance.now() : SPLASH_DURATION_MS;
    const release = remaining > 0 ? lockScroll() : () => {};
    const timer = window.setTimeout(() => {
      release();
      setRun((r) => ({ ...r, done: true }));
    }, Math.max(0, remaining));
    return () => {
      window.clearTimeout(timer);
      release();
    };
  }, [run.count, reducedMotion]);

  if (run.done) return null;
  return (
    <div
      key={run.count}
      className="splash fixed inset-0 z-[100] flex flex-col items-center justify-center bg-white dark:bg-slate-950"
      style={{ ['--splash-ms' as string]: `${SPLASH_DURATION_MS}ms` }}
      data-testid="splash"
      aria-hidden="true"
    >
      {/* A box of fixed size (the full width, 12rem high), centred: the parser can stop between the
          mark and the words, and a column centred on what had arrived moved as the rest came. */}
      <div className="flex h-48 w-full flex-col items-center gap-4 px-4 text-center">
        <LogoMark className="h-20 w-20 shrink-0 animate-spin-slow" />
        <p className="text-2xl font-bold text-brand-700 dark:text-brand-200">{name}</p>
        <p className="text-slate-600 dark:text-slate-300">{tagline}</p>
        <span className="sr-only">{label}</span>
      </div>
    </div>
  );
}
