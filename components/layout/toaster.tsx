'use client';
import { useEffect, useState } from 'react';
import { hostToaster, toasterReady } from '@/components/ui/toast';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@/lib/constants';

type SonnerToaster = typeof import('sonner').Toaster;

/** Where toasts appear. Renders nothing until the first toast loads sonner (components/ui/toast.ts). */
export function Toaster() {
  const [Sonner, setSonner] = useState<SonnerToaster | null>(null);

  useEffect(() => hostToaster((sonner) => setSonner(() => sonner.Toaster)), []);

  // Effects run child first: sonner's Toaster subscribed to its toasts before this runs.
  useEffect(() => {
    if (Sonner) toasterReady();
  }, [Sonner]);

  if (!Sonner) return null;
  return <Sonner visibleToasts={TOAST_MAX_VISIBLE} toastOptions={{ duration: TOAST_DURATION_MS.blank }} richColors closeButton position="top-center" />;
}
