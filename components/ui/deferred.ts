'use client';
import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Code that is not needed for the first paint (the carousels' Swiper, the entrance animations'
 * motion) loads after the page has loaded, so on a slow phone connection it does not compete with
 * the page's text, first photo and framework scripts. The server HTML shows the finished first
 * frame meanwhile (the first slide, the first thumbnails, every block visible).
 */

/** Resolves once the window `load` event has fired (at once if it already has). */
export function afterLoad(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') return resolve();
    window.addEventListener('load', () => resolve(), { once: true, signal });
  });
}

/** Resolves when `el` comes within `margin` of the viewport. */
export function nearViewport(el: Element, margin = '400px 0px', signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    signal?.addEventListener('abort', () => observer.disconnect());
  });
}

/**
 * Resolves once the page has loaded and then `el()` (read after the load) has come within the
 * default margin of the viewport; at the load when there is no element. Never resolves once
 * `signal` aborts.
 */
export function nearAfterLoad(el: () => Element | null, signal: AbortSignal): Promise<void> {
  return afterLoad(signal).then(() => {
    const target = el();
    return target && !signal.aborted ? nearViewport(target, undefined, signal) : undefined;
  });
}

/**
 * Resolves once keyboard focus is outside `el` (at once if it is). Swapping a server-rendered first
 * frame for the live component replaces its elements, so it waits while a visitor is on one of them.
 */
export function focusOutside(el: HTMLElement, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (!el.contains(document.activeElement)) return resolve();
    const onFocusOut = (event: FocusEvent) => {
      if (el.contains(event.relatedTarget as Node | null)) return;
      el.removeEventListener('focusout', onFocusOut);
      resolve();
    };
    el.addEventListener('focusout', onFocusOut, { signal });
  });
}

/**
 * Imports a module after the page has loaded, once `container` comes near the viewport and the
 * component `wanted` it (a carousel that does not play by itself waits for its visitor's first
 * reach: a pointer over it, focus in it, a press of its buttons), and hands it over when keyboard
 * focus is not inside `frame` (the first frame it replaces; `container` unless given), so nobody
 * loses their place. Returns null until then, and stays null if the import fails (the static first
 * frame remains, still readable and usable). `load` must be a stable (module-level) function.
 */
export function useDeferredImport<T>(
  load: () => Promise<T>,
  container: RefObject<HTMLElement | null>,
  { wanted = true, frame = container }: { wanted?: boolean; frame?: RefObject<HTMLElement | null> } = {},
): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  const started = loaded !== null;
  useEffect(() => {
    if (!wanted || started) return;
    const controller = new AbortController();
    const { signal } = controller;
    nearAfterLoad(() => container.current, signal)
      .then(() => (signal.aborted ? null : load()))
      .then(async (module) => {
        if (frame.current && !signal.aborted) await focusOutside(frame.current, signal);
        return module;
      })
      .then(
        (module) => {
          // A transition: React renders the new part in small slices between frames, so a slow
          // phone stays responsive while it mounts (a plain update renders in one long task).
          if (module && !signal.aborted) startTransition(() => setLoaded(() => module));
        },
        (error: unknown) => console.warn('A part of this page could not be loaded; its first frame stays.', error),
      );
    return () => controller.abort();
  }, [load, container, frame, wanted, started]);
  return loaded;
}
