'use client';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

/**
 * One answer open at a time; clicking the open one closes it (SPEC: treatment FAQ, about page
 * culture). WAI-ARIA accordion: each title is a real button with aria-expanded and aria-controls;
 * Up, Down, Home and End move between titles. Closed panels are `hidden`, so the page's static
 * HTML still holds every answer for search engines.
 */
export function Accordion({
  items,
  headingLevel = 3,
  className = '',
  testId,
  initialOpen = null,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
  testId?: string;
  /** The item open on first render (the about page's culture list opens its first); none by default. */
  initialOpen?: number | null;
}) {
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
    <div className={`divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700 ${className}`} data-testid={testId}>
      {items.map((item, index) => {
        const isOpen = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.title}>
            <Heading className="text-base font-semibold sm:text-lg">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left text-slate-900 hover:bg-brand-50 dark:text-white dark:hover:bg-slate-800"
              >
                <span>{item.title}</span>
                <ChevronDown aria-hidden="true" className={`h-5 w-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none dark:text-brand-200 ${isOpen ? 'rotate-180' : ''}`} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className="px-4 pb-5 text-slate-700 dark:text-slate-300">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
