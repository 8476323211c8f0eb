'use client';
import { useEffect } from 'react';

/** Marks the root once React has hydrated, so tests (and CSS) can tell static HTML from the live page. */
export function HydratedFlag() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
