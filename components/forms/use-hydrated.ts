'use client';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server HTML and while hydrating, true once the component runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
