'use client';
import { useEffect, useRef, useState } from 'react';
import { STATS_COUNT_DURATION_MS } from '@/lib/constants';
import { countUpValue, formatCount } from '@/lib/count-up';

/**
 * A number that counts up from 0 over 2.5 s the first time it scrolls into view. The server HTML
 * carries the final number (crawlers, no-JS, reduced motion); only a counter still below the
 * fold is reset to 0 after hydration, so nobody sees the number jump backwards.
 */
export function StatCounter({ value }: { value: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  const [phase, setPhase] = useState<'static' | 'waiting' | 'counting'>('static');

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
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
    const inView = () => {
      const rect = el.getBoundingClientRect();
      return rect.top < window.innerHeight && rect.bottom > 0;
    };
    if (inView()) {
      setShown(0);
      run();
      return () => cancelAnimationFrame(frame);
    }
    setShown(0);
    setPhase('waiting');
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <span ref={ref} data-testid="stat-value" data-final={value} data-phase={phase}>
      {formatCount(shown)}
    </span>
  );
}
