'use client';
import { ChevronDown } from '@/components/ui/icons/chevron-down';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

const ROW = 'flex w-full items-center justify-between gap-4 px-4 py-4 text-left text-slate-900 hover:bg-brand-50 dark:text-white dark:hover:bg-slate-800';
const PANEL = 'px-4 pb-5 text-slate-700 dark:text-slate-300';
const HEADING = 'text-base font-semibold sm:text-lg';

function Chevron({ open }: { open?: boolean }) {
  const turned = open === undefined ? 'group-open:rotate-180' : open ? 'rotate-180' : '';
  return <ChevronDown aria-hidden="true" className={`h-5 w-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none dark:text-brand-200 ${turned}`} />;
}

/**
 * One answer open at a time; clicking the open one closes it (treatment FAQ, about page
 * culture). The server HTML is native <details> sharing a `name`, so answers open without
 * scripts (one at a time where the browser supports it). Once React runs it becomes the WAI-ARIA
 * accordion: each title a real button with aria-expanded and aria-controls; Up, Down, Home and End
 * move between titles. Closed panels are `hidden`, so the HTML still holds every answer.
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
  const enhanced = useHydrated();
  const [open, setOpen] = useState<number | null>(initialOpen);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const details = useRef<(HTMLDetailsElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  // Runs on the server HTML before React swaps in the buttons: keep what was opened or closed before the scripts arrived.
  useLayoutEffect(() => {
    const shown = details.current.findIndex((el) => el?.open);
    if (details.current.length > 0) setOpen(shown === -1 ? null : shown);
  }, []);

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
        if (!enhanced) {
          return (
            <details
              key={item.title}
              name={baseId}
              open={index === initialOpen}
              className="group"
              ref={(el) => {
                details.current[index] = el;
              }}
            >
              <summary className={`${ROW} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
                <Heading className={HEADING}>{item.title}</Heading>
                <Chevron />
              </summary>
              <div className={PANEL}>{item.content}</div>
            </details>
          );
        }
        const isOpen = open === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.title}>
            <Heading className={HEADING}>
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
                className={ROW}
              >
                <span>{item.title}</span>
                <Chevron open={isOpen} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className={PANEL}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
