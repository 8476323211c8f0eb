'use client';
import { TOAST_DURATION_MS } from '@/lib/constants';

/**
 * Toasts with fixed durations per kind (error 4 s, success 2 s, loading until dismissed, blank 4 s).
 *
 * Sonner (about 10 KB gzipped, and a component to hydrate) loads on first use, not with every page:
 * only the contact form shows toasts, after a send. The form loads it ahead (`loadToaster`) once
 * it comes near the screen after `load`, so a toast never waits for a download and still shows
 * when the connection has gone since. The shell's Toaster (components/layout/toaster.tsx) renders Sonner's once the code is
 * here; a toast made before it subscribed is replayed by Sonner when it does.
 */
export type Sonner = typeof import('sonner');

let loading: Promise<Sonner> | null = null;
let loaded: Sonner | null = null;
const listeners = new Set<() => void>();

/** Loads Sonner once (again after a failed attempt); the shell's Toaster renders when it is here. */
export function loadToaster(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner').then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}

/** Sonner's module once loaded, else null (for the shell's Toaster). */
export function loadedToaster(): Sonner | null {
  return loaded;
}

export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let lastId = 0;

/** Shows a toast once Sonner is here; returns its id at once (for `dismiss`). */
function show(kind: 'success' | 'error' | 'loading' | 'message', message: string, duration: number): string {
  const id = `toast-${++lastId}`;
  loadToaster().then(
    ({ toast }) => (kind === 'message' ? toast : toast[kind])(message, { id, duration }),
    (error: unknown) => console.warn(`A notice could not be shown: ${message}`, error),
  );
  return id;
}

export const notify = {
  success: (message: string) => show('success', message, TOAST_DURATION_MS.success),
  error: (message: string) => show('error', message, TOAST_DURATION_MS.error),
  loading: (message: string) => show('loading', message, TOAST_DURATION_MS.loading),
  message: (message: string) => show('message', message, TOAST_DURATION_MS.blank),
  dismiss: (id?: string) => void loadToaster().then(({ toast }) => toast.dismiss(id), () => undefined),
};
