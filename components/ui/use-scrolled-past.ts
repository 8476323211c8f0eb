'use client';
import { useEffect, useState } from 'react';

interface Watch {
  sentinel: HTMLElement;
  observer: IntersectionObserver;
  past: boolean;
  listeners: Set<(past: boolean) => void>;
}

const watches = new Map<number, Watch>();

/**
 * Tells `listener` whether the page has scrolled further than `px`, now (asynchronously) and on
 * every change. An invisible box from the top of the page down to `px` is watched by an
 * IntersectionObserver: the page has scrolled past `px` when the box has left the viewport. No
 * scroll listener and no reading of `scrollY`, which makes the browser lay the page out at once
 * when it is due anyway (about 40 ms at 4x CPU on the Hindi home page, in the task that runs
 * the page's effects after hydration). One box and observer per threshold, shared.
 */
export function watchScrolledPast(px: number, listener: (past: boolean) => void): () => void {
  let watch = watches.get(px);
  if (!watch) {
    const sentinel = document.createElement('div');
    sentinel.setAttribute('aria-hidden', 'true');
    sentinel.dataset.scrollSentinel = String(px);
    sentinel.style.cssText = `position:absolute;top:0;left:0;width:1px;height:${px}px;visibility:hidden;pointer-events:none`;
    const created: Watch = {
      sentinel,
      past: false,
      listeners: new Set(),
      observer: new IntersectionObserver((entries) => {
        const entry = entries[entries.length - 1];
        const past = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
        if (past === created.past) return;
        created.past = past;
        created.listeners.forEach((l) => l(past));
      }),
    };
    watch = created;
    watches.set(px, watch);
    document.body.append(sentinel);
    watch.observer.observe(sentinel);
  }
  const current = watch;
  current.listeners.add(listener);
  if (current.past) queueMicrotask(() => current.listeners.has(listener) && listener(true));
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size > 0) return;
    current.observer.disconnect();
    current.sentinel.remove();
    watches.delete(px);
  };
}

/** Whether the page has scrolled further than `px` (false in the server HTML and until the browser says). */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => watchScrolledPast(px, setPast), [px]);
  return past;
}
