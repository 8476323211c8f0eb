'use client';
import { useClientSnapshot } from './use-client-snapshot';

/** True while the media query matches; false during server rendering and hydration. */
export function useMediaQuery(query: string): boolean {
  return useClientSnapshot(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    false,
    query,
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor prefers reduced motion (false while server rendering and hydrating). An
 * effect that starts motion checks `prefersReducedMotion()` too: the hook's value reaches the
 * browser's one transition after hydration, so the first run of an effect still sees false.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION);
}

let reducedMotionList: MediaQueryList | undefined;

/** The browser's answer now, for effects and event handlers (one MediaQueryList, whose answer is live). */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined') return false;
  reducedMotionList ??= window.matchMedia(REDUCED_MOTION);
  return reducedMotionList.matches;
}
