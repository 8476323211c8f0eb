'use client';
import { useEffect } from 'react';
import { afterLoad } from '@/components/ui/deferred';

export const PLAUSIBLE_SCRIPT_SRC = 'https://plausible.io/js/script.js';

/** Appends Plausible's script once per visit, after the load event, so it never delays the page. */
export function PlausibleScript({ domain }: { domain: string }) {
  useEffect(() => {
    const controller = new AbortController();
    void afterLoad(controller.signal).then(() => {
      if (controller.signal.aborted || document.querySelector(`script[src="${PLAUSIBLE_SCRIPT_SRC}"]`)) return;
      const script = document.createElement('script');
      script.src = PLAUSIBLE_SCRIPT_SRC;
      script.defer = true;
      script.dataset.domain = domain;
      document.head.appendChild(script);
    });
    return () => controller.abort();
  }, [domain]);
  return null;
}
