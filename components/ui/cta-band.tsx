import type { ReactNode } from 'react';

/**
 * A full-width call-to-action band: a heading and a sentence beside its actions (the home page's
 * consultation call and the Join Our Mission block above every footer). `after` goes below them,
 * full width (the giving details).
 */
export function CtaBand({ id, title, text, className, children, after }: { id: string; title: string; text: string; className: string; children: ReactNode; after?: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`text-white ${className}`}>
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-bold text-white sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-brand-50">{text}</p>
        </div>
        <div className="flex flex-wrap items-center gap-4">{children}</div>
      </div>
      {after}
    </section>
  );
}
