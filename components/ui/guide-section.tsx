import type { ReactNode } from 'react';

/** One titled section of a patient guide page (/emergency/, /your-visit/, /costs/). */
export function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24" data-testid={`section-${id}`}>
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A plain bulleted list of short sentences. */
export function BulletList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`list-disc space-y-2 pl-6 ${className}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
