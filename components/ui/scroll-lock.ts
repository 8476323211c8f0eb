'use client';
import { useEffect } from 'react';

/**
 * Page scroll lock shared by the splash, mobile menu, lightbox and dialogs. A counter lets
 * several lockers overlap: scrolling comes back only when the last one lets go.
 */
let locks = 0;

export function lockScroll(): () => void {
  locks += 1;
  document.documentElement.style.overflow = 'hidden';
  document.documentElement.dataset.scrollLocked = 'true';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks = Math.max(0, locks - 1);
    if (locks === 0) {
      document.documentElement.style.overflow = '';
      delete document.documentElement.dataset.scrollLocked;
    }
  };
}

export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockScroll() : undefined), [active]);
}
