'use client';
import { useEffect, useRef, useState } from 'react';
import { nearViewport } from '@/components/ui/deferred';
import { prefersReducedMotion, usePrefersReducedMotion } from '@/components/ui/use-media-query';
import { STATS_COUNT_DURATION_MS } from '@/lib/constants';
import { countUpValue, formatCount } from '@/lib/count-up';

/**
 * A number that counts up from 0 over 2.5 s the first time it scrolls into view. The server HTML
 * carries the final number (crawlers, no-JS, reduced motion); only a counter still below the
 * fold is reset to 0 after hydration, so nobody sees the number jump backwards.
 */
/** `text` is the final number as the server wrote it, so hydration needs no number formatter. */
export function StatCounter({ value, text, localeTag }: { value: number; text: string; localeTag: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  const [phase, setPhase] = useState<'static' | 'waiting' | 'counting'>('static');
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const el = ref.current;
    if (!el || reducedMotion || prefersReducedMotion()) return;
    const controller = new AbortController();
    let frame = 0;
    const run = () => {
      setPhase('counting');
      const start = performance.now();
      const tick = (now: number) => {
        const next = countUpValue(value, now - start, STATS_COUNT_DURATION_MS);
        setShown(next);
        if (next < value) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const rect = el.getBoundingClientRect();
    setShown(0);
    if (rect.top < window.innerHeight && rect.bottom > 0) run();
    else {
      setPhase('waiting');
      void nearViewport(el, '0px', controller.signal).then(() => {
        if (!controller.signal.aborted) run();
      });
    }
    return () => {
      controller.abort();
      cancelAnimationFrame(frame);
    };
  }, [value, reducedMotion]);

  return (
    // The hook knows the setting only after hydration; a first pass that reset the number is overruled.
    <span ref={ref} data-testid="stat-value" data-final={value} data-phase={reducedMotion ? 'static' : phase}>
      {reducedMotion || shown === value ? text : formatCount(shown, localeTag)}
    </span>
  );
}
