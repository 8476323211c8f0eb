'use client';
import { LoaderCircle } from '@/components/ui/icons/loader-circle';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { nearViewport } from '@/components/ui/deferred';

export const REVIEW_WIDGET_SCRIPT = 'https://static.elfsight.com/platform/platform.js';
/** Start loading this far before the section reaches the screen. */
const NEAR_VIEWPORT = '400px 0px';

type Status = 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * The external review widget. Its script is fetched only when the section comes near the
 * screen; until it has loaded a loading note shows, and if it cannot load (or no widget id is
 * configured) the written testimonials passed as `fallback` are shown instead.
 */
export function ReviewWidget({ widgetId, loadingText, fallback }: { widgetId?: string; loadingText: string; fallback: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('waiting');

  useEffect(() => {
    const el = ref.current;
    if (!widgetId || !el) return;
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
        console.warn('Review widget: the script could not be loaded; showing written testimonials.');
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

  if (!widgetId || status === 'failed') return <div data-testid="reviews-fallback">{fallback}</div>;
  return (
    <div ref={ref} data-testid="review-widget" data-state={status} className="min-h-40">
      {status !== 'ready' && (
        <p role="status" className="flex items-center justify-center gap-3 py-10 text-slate-700 dark:text-slate-300" data-testid="reviews-loading">
          <LoaderCircle aria-hidden="true" className="h-6 w-6 animate-spin" />
          {loadingText}
        </p>
      )}
      <div className={`elfsight-app-${widgetId}`} data-elfsight-app-lazy="" />
    </div>
  );
}
