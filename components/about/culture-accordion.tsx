'use client';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

export interface AccordionItem {
  title: string;
  content: string;
}

/**
 * The About page's culture list (SPEC: one item open at a time; clicking the open one closes
 * it). Real buttons carry aria-expanded/aria-controls; Up, Down, Home and End move between them.
 */
export function CultureAccordion({ items, initialOpen = 0, headingLevel = 3 }: { items: readonly AccordionItem[]; initialOpen?: number | null; headingLevel?: 2 | 3 | 4 }) {
  const [open, setOpen] = useState<number | null>(initialOpen);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700" data-testid="culture-accordion">
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${baseId}-button-${i}`;
        const panelId = `${baseId}-panel-${i}`;
        return (
          <div key={item.title}>
            <Heading className="text-base">
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
                onKeyDown={(event) => onKeyDown(event, i)}
                className="flex w-full items-center justify-between gap-4 bg-white px-5 py-4 text-left font-semibold text-slate-900 hover:bg-brand-50 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800"
              >
                <span>{item.title}</span>
                <ChevronDown aria-hidden="true" className={`size-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none dark:text-brand-200 ${expanded ? 'rotate-180' : ''}`} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="bg-white px-5 pb-5 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
              <p>{item.content}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
