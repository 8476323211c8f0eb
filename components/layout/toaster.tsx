'use client';
import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@/lib/constants';

export function Toaster() {
  return <Sonner visibleToasts={TOAST_MAX_VISIBLE} toastOptions={{ duration: TOAST_DURATION_MS.blank }} richColors closeButton position="top-center" />;
}
