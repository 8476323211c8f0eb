import type { ReactNode } from 'react';

/**
 * A titled band of the About and Mission pages; `tinted` alternates the background. `later`: a band
 * well down the page, which the first paint may leave out (`paint-later`, app/globals.css).
 */
export function Section({ id, title, intro, tinted = false, later = false, children }: { id: string; title: string; intro?: string; tinted?: boolean; later?: boolean; children: ReactNode }) {
  const className = [later && 'paint-later', tinted && 'bg-slate-50 dark:bg-slate-900/60'].filter(Boolean).join(' ');
  return (
    <section aria-labelledby={`${id}-title`} className={className || undefined}>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-2 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
