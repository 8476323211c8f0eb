'use client';
import type { toast as sonnerToast, Toaster as SonnerToaster } from 'sonner';
import { TOAST_DURATION_MS } from '@/lib/constants';

type Toast = typeof sonnerToast;
type Sonner = { toast: Toast; Toaster: typeof SonnerToaster };

/*
 * Toasts load on first use: few visits send a form, and sonner (about 10 KB gzipped, plus the
 * style sheet it inserts, which restyles the whole page) would otherwise load and run on every
 * page before it is interactive. The first toast imports sonner, has the page's <Toaster> host
 * mount sonner's Toaster, and shows once that Toaster is listening.
 */
let loaded: Promise<Toast> | undefined;
let mount: ((sonner: Sonner) => void) | undefined;
let mounted: (() => void) | undefined;

/** The <Toaster> host registers here to render sonner's Toaster; returns the unregister. */
export function hostToaster(show: (sonner: Sonner) => void): () => void {
  mount = show;
  return () => {
    if (mount === show) mount = undefined;
  };
}

/** The host says sonner's Toaster is mounted and listening. */
export function toasterReady(): void {
  mounted?.();
}

function sonner(): Promise<Toast> {
  loaded ??= import('sonner').then(
    (module) =>
      new Promise<Toast>((resolve) => {
        mounted = () => resolve(module.toast);
        // No host (a page without the shell): the toast state still records it for a later Toaster.
        if (mount) mount(module);
        else resolve(module.toast);
      }),
  );
  return loaded;
}

let lastId = 0;

/** Shows a toast once sonner is there; the id is known at once, so it can be dismissed before. */
function show(make: (toast: Toast, id: string) => void): string {
  const id = `notify-${++lastId}`;
  void sonner().then((toast) => make(toast, id));
  return id;
}

/** Toasts with fixed durations per kind (error 4 s, success 2 s, loading until dismissed, blank 4 s). */
export const notify = {
  success: (message: string) => show((toast, id) => toast.success(message, { id, duration: TOAST_DURATION_MS.success })),
  error: (message: string) => show((toast, id) => toast.error(message, { id, duration: TOAST_DURATION_MS.error })),
  loading: (message: string) => show((toast, id) => toast.loading(message, { id, duration: TOAST_DURATION_MS.loading })),
  message: (message: string) => show((toast, id) => toast(message, { id, duration: TOAST_DURATION_MS.blank })),
  dismiss: (id?: string) => {
    // Nothing was shown before sonner loaded, so there is nothing to dismiss.
    void loaded?.then((toast) => toast.dismiss(id));
  },
};
