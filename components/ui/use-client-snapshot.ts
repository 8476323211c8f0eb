'use client';
import { startTransition, useEffect, useRef, useState } from 'react';

let pageHydrated = false;

/** Called once the page has hydrated (HydratedFlag): components mounted later read the browser's value at once. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * A browser value (a media query, Save-Data, "has React run") that the server cannot know, so the
 * server HTML and hydration use `serverValue`. Like `useSyncExternalStore(subscribe, getSnapshot,
 * () => serverValue)`, with one difference: useSyncExternalStore corrects every component whose
 * browser value differs from the server's with a synchronous re-render, inside the task that runs
 * the page's effects after hydration, so on a phone with reduced motion every entrance animation,
 * counter and carousel re-rendered in one long task (about 60 ms of the 150 ms effects task at 4x
 * CPU). Here that first correction is a transition, which React renders in slices between frames;
 * later changes (the visitor turns the phone, a media query flips) apply at once. A component
 * mounted after hydration (a client navigation) starts with the browser's value, as before.
 *
 * `subscribe` and `getSnapshot` may be new functions on each render; `key` says when they mean a
 * different value (a media query's text) and the subscription starts again.
 */
export function useClientSnapshot<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, serverValue: T, key = ''): T {
  const [value, setValue] = useState<T>(() => (pageHydrated ? getSnapshot() : serverValue));
  const read = useRef(getSnapshot);
  const listen = useRef(subscribe);
  useEffect(() => {
    read.current = getSnapshot;
    listen.current = subscribe;
  });
  useEffect(() => {
    const update = () => setValue(read.current());
    const unsubscribe = listen.current(update);
    startTransition(update);
    return unsubscribe;
  }, [key]);
  return value;
}
