/** The hospital's mark: an eye holding a drop of light (the only hand-drawn SVG on the site). */
export function LogoMark({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="31" fill="#0a6a84" />
      <path d="M8 32c6-10 14-16 24-16s18 6 24 16c-6 10-14 16-24 16S14 42 8 32z" fill="#fff" />
      <circle cx="32" cy="32" r="10" fill="#0f829f" />
      <circle cx="32" cy="32" r="4.5" fill="#0e4555" />
      <path d="M35 27.5a3 3 0 1 1-3-3" stroke="#ffb547" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ name, tagline }: { name: string; tagline: string }) {
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-bold text-brand-700 dark:text-brand-200">{name}</span>
        {/* Below 400 px the header also holds the Emergency link: the name keeps the room. */}
        <span className="hidden text-xs text-slate-600 min-[400px]:inline dark:text-slate-300">{tagline}</span>
      </span>
    </span>
  );
}
