/** Eyebrow line and title that open each home section; `id` labels the section. */
export function SectionHeading({ id, eyebrow, title, intro, center = true }: { id: string; eyebrow?: string; title: string; intro?: string; center?: boolean }) {
  return (
    <div className={center ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {/* Letter-spacing pulls Devanagari's joined letters apart: none on Hindi pages. */}
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider [&:lang(hi)]:tracking-normal text-brand-700 dark:text-brand-200">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{intro}</p>}
    </div>
  );
}
