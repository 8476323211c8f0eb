'use client';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server HTML and while hydrating, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
