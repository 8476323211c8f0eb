'use client';
import { useClientSnapshot } from './use-client-snapshot';

const noSubscription = () => () => {};
const inBrowser = () => true;

/** False in the server HTML and while hydrating, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useClientSnapshot(noSubscription, inBrowser, false);
}
