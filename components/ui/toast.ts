'use client';
import { toast } from 'sonner';
import { TOAST_DURATION_MS } from '@/lib/constants';

/** Toasts with fixed durations per kind (error 4 s, success 2 s, loading until dismissed, blank 4 s). */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION_MS.success }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION_MS.error }),
  loading: (message: string) => toast.loading(message, { duration: TOAST_DURATION_MS.loading }),
  message: (message: string) => toast(message, { duration: TOAST_DURATION_MS.blank }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
