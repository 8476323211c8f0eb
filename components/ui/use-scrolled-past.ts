'use client';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** One passive scroll listener on window, however many components watch the scroll position. */
export function subscribeToScroll(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('scroll', notify, { passive: true });
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('scroll', notify);
  };
}

/** Whether the page has scrolled further than `px`; re-renders only when that answer changes. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > px,
    () => false,
  );
}
