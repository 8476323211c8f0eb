'use client';
import { LoaderCircle } from '@/components/ui/icons/loader-circle';
import { useEffect, useRef, useState } from 'react';
import { nearViewport } from '@/components/ui/deferred';
import { REVIEWS_LINE } from '@/components/ui/save-data-gate';

export const REVIEW_WIDGET_SCRIPT = 'https://static.elfsight.com/platform/platform.js';
/** Start loading this far before the section reaches the screen. */
const NEAR_VIEWPORT = '400px 0px';

type Status = 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * The external review widget, below the written testimonials (which the server sends, so they are
 * there without scripts and in the page's language). Its script is fetched only when the section
 * comes near the screen. A status line of fixed height says while it loads and is empty
 * otherwise, so nothing on screen moves when the script fails or is blocked; only the widget
 * itself, once drawn, adds its own height.
 */
export function ReviewWidget({ widgetId, loadingText }: { widgetId: string; loadingText: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('waiting');

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const load = () => {
      setStatus('loading');
      const existing = document.querySelector<HTMLScriptElement>(`script[src="${REVIEW_WIDGET_SCRIPT}"]`);
      if (existing?.dataset.state === 'loaded') return setStatus('ready');
      if (existing?.dataset.state === 'failed') return setStatus('failed');
      const script = existing ?? document.createElement('script');
      script.addEventListener('load', () => {
        script.dataset.state = 'loaded';
        setStatus('ready');
      });
      script.addEventListener('error', () => {
        script.dataset.state = 'failed';
        console.warn('Review widget: the script could not be loaded; the written testimonials stay.');
        setStatus('failed');
      });
      if (!existing) {
        script.src = REVIEW_WIDGET_SCRIPT;
        script.async = true;
        document.body.appendChild(script);
      }
    };
    const controller = new AbortController();
    nearViewport(el, NEAR_VIEWPORT, controller.signal).then(() => {
      if (!controller.signal.aborted) load();
    });
    return () => controller.abort();
  }, [widgetId]);

  return (
    <div ref={ref} data-testid="review-widget" data-state={status}>
      {/* One line high whether or not it says anything: its words come and go without moving
          what follows (the gallery may be on screen when the script fails). */}
      <p role="status" className={`flex ${REVIEWS_LINE} items-center justify-center gap-2 text-sm text-slate-700 dark:text-slate-300`} data-testid="reviews-status">
        {status === 'loading' && (
          <>
            <LoaderCircle aria-hidden="true" className="h-5 w-5 shrink-0 animate-spin" />
            {loadingText}
          </>
        )}
      </p>
      <div className={`elfsight-app-${widgetId}`} data-elfsight-app-lazy="" />
    </div>
  );
}
