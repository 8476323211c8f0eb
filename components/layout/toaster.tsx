'use client';
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@/lib/constants';
import { loadedToaster, subscribeToaster } from '@/components/ui/toast';

/** Sonner's toaster, rendered once its code has loaded (components/ui/toast.ts): nothing before. */
export function Toaster() {
  const sonner = useSyncExternalStore(subscribeToaster, loadedToaster, () => null);
  if (!sonner) return null;
  const { Toaster: Sonner } = sonner;
  return <Sonner visibleToasts={TOAST_MAX_VISIBLE} toastOptions={{ duration: TOAST_DURATION_MS.blank }} richColors closeButton position="top-center" />;
}
