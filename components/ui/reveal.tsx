'use client';
import { useEffect, useRef, type ElementType, type ReactNode } from 'react';
import { afterLoad } from './deferred';
import { prefersReducedMotion, usePrefersReducedMotion } from './use-media-query';
import type { RevealPreset } from './reveal-presets';

export { presetKeyframes, type RevealPreset } from './reveal-presets';

const loadMotion = () => import('./reveal-motion');

/**
 * Entrance animation when the block first scrolls into view. The server HTML is fully visible:
 * only blocks still below the fold are hidden, once the page has loaded and the animation code
 * (motion) has arrived, so it never delays the first paint; nothing moves for visitors who
 * prefer reduced motion.
 */
export function Reveal({
  preset = 'fadeUp',
  as: Tag = 'div',
  className,
  children,
}: {
  preset?: RevealPreset;
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const el = ref.current;
    if (!el || reducedMotion || prefersReducedMotion()) return;
    const controller = new AbortController();
    let stop = () => {};
    afterLoad(controller.signal)
      .then(loadMotion)
      .then(({ revealOnView }) => {
        if (!controller.signal.aborted) stop = revealOnView(el, preset);
      })
      .catch(() => {}); // Without the animation code the block simply stays visible.
    return () => {
      controller.abort();
      stop();
    };
  }, [preset, reducedMotion]);

  return (
    <Tag ref={ref} className={className} data-reveal={preset}>
      {children}
    </Tag>
  );
}
