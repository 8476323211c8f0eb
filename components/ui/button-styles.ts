/**
 * The one look of buttons and button-like links (in the spirit of shadcn's buttonVariants, without
 * the dependency). Every variant names its dark-theme colours, even where they match the light
 * ones (the bands behind `bright` and `inverse` are dark in both themes). The focus ring is the
 * site-wide :focus-visible outline in app/globals.css, offset so it shows on any fill.
 */
export const buttonVariants = {
  /** Teal fill: the main action of a section. */
  primary:
    'bg-brand-700 text-white hover:bg-brand-600 dark:bg-brand-200 dark:text-slate-900 dark:hover:bg-brand-100',
  /** Saffron fill: booking and giving, on a light or dark page. */
  accent:
    'bg-accent-700 text-white hover:bg-accent-600 dark:bg-accent-400 dark:text-slate-900 dark:hover:bg-accent-500',
  /** Teal outline: a second action beside a primary one; disabled paging buttons turn grey. */
  secondary:
    'border border-brand-700 text-brand-700 hover:bg-brand-50 dark:border-brand-200 dark:text-brand-200 dark:hover:bg-slate-800 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-transparent dark:disabled:border-slate-700 dark:disabled:text-slate-400 aria-disabled:cursor-not-allowed aria-disabled:border-slate-300 aria-disabled:text-slate-500 aria-disabled:hover:bg-transparent dark:aria-disabled:border-slate-700 dark:aria-disabled:text-slate-400',
  /** Bright saffron on a dark picture or band (hero, calls to action). */
  bright: 'bg-accent-400 text-slate-900 hover:bg-accent-500 dark:bg-accent-400 dark:text-slate-900 dark:hover:bg-accent-500',
  /** White on a teal band. */
  inverse: 'bg-white text-brand-800 hover:bg-brand-50 dark:bg-white dark:text-brand-800 dark:hover:bg-brand-50',
  /** Red outline: the emergency line. */
  danger:
    'border-2 border-red-700 text-red-800 hover:bg-red-50 dark:border-red-400 dark:text-red-300 dark:hover:bg-slate-800',
} as const;

export const buttonSizes = {
  sm: 'gap-1 px-4 py-2.5',
  md: 'gap-2 px-5 py-3',
  lg: 'gap-2 px-6 py-3',
  /** A square at least 44 px each way (page numbers). */
  square: 'min-h-11 min-w-11 px-3',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

/**
 * Classes for a button or button-like link. `block` makes it a block-level flex box (full-width
 * rows), `align: 'start'` puts an icon and label at its left edge; `className` adds placement
 * (margins, width, responsive display), never colours.
 */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  align = 'center',
  className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; align?: 'center' | 'start'; className?: string } = {}): string {
  const display = block ? 'flex' : 'inline-flex';
  const justify = align === 'start' ? 'justify-start' : 'justify-center';
  return `${display} items-center ${justify} rounded-md font-semibold ${buttonSizes[size]} ${buttonVariants[variant]} ${className}`.trim();
}
