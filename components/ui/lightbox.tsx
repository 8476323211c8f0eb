'use client';
import { ChevronLeft } from '@/components/ui/icons/chevron-left';
import { ChevronRight } from '@/components/ui/icons/chevron-right';
import { LoaderCircle } from '@/components/ui/icons/loader-circle';
import { X } from '@/components/ui/icons/x';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ImageRef } from '@/content/types';
import { format, type Dictionary } from '@/lib/i18n';
import { wrapIndex } from '@/lib/gallery';
import { trapTab } from './focus-trap';
import { useScrollLock } from './scroll-lock';

export type LightboxText = Dictionary['gallery']['lightbox'];

type Status = 'loading' | 'loaded' | 'error';

/**
 * Full-screen photo viewer shared by the home gallery carousel and /gallery/. Previous and next
 * wrap around; Escape closes and the arrow keys step; Tab stays inside; the page does not scroll
 * underneath; focus goes back to whatever opened it. Shows a loader until the photo arrives and
 * a red message if it cannot load.
 */
export function Lightbox({
  images,
  index,
  onIndexChange,
  onClose,
  text,
  opener,
}: {
  /** Element to focus again on close (a click inside a carousel may not focus what was clicked). */
  opener?: HTMLElement | null;
  images: readonly ImageRef[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  text: LightboxText;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const image = images[index];
  // Status belongs to one photo: a new index starts loading again.
  const [state, setState] = useState<{ src: string; status: Status }>({ src: image.src, status: 'loading' });
  const status: Status = state.src === image.src ? state.status : 'loading';
  useScrollLock(true);

  const step = (delta: number) => onIndexChange(wrapIndex(index, delta, images.length));

  // Move focus in on open and give it back on close.
  const openerRef = useRef(opener);
  useEffect(() => {
    const back = openerRef.current ?? (document.activeElement as HTMLElement | null);
    closeButton.current?.focus();
    return () => back?.focus?.();
  }, []);

  const stepRef = useRef(step);
  const closeRef = useRef(onClose);
  useEffect(() => {
    stepRef.current = step;
    closeRef.current = onClose;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        stepRef.current(-1);
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        stepRef.current(1);
      } else if (event.key === 'Tab' && panel.current) {
        trapTab(event, panel.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const button =
    'inline-flex h-12 w-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30 focus-visible:bg-white/30';

  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label={text.label}
      data-testid="lightbox"
      className="fixed inset-0 z-[95] flex flex-col bg-slate-950/95 text-white"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p aria-live="polite" data-testid="lightbox-counter" className="text-sm text-slate-200">
          {format(text.counter, { n: index + 1, total: images.length })}
        </p>
        <button ref={closeButton} type="button" onClick={onClose} className={button}>
          <X aria-hidden="true" className="h-6 w-6" />
          <span className="sr-only">{text.close}</span>
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-16">
        {status === 'loading' && (
          <p role="status" data-testid="lightbox-loader" className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-slate-200">
            <LoaderCircle aria-hidden="true" className="h-10 w-10 animate-spin" />
            <span>{text.loading}</span>
          </p>
        )}
        {status === 'error' ? (
          <p role="alert" data-testid="lightbox-error" className="max-w-md rounded-md bg-white px-4 py-3 text-center font-semibold text-[#b91c1c]">
            {text.error}
          </p>
        ) : (
          // The full-size original: the optimizer's responsive set is for thumbnails in the page.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            decoding="async"
            data-testid="lightbox-image"
            onLoad={() => setState({ src: image.src, status: 'loaded' })}
            onError={() => setState({ src: image.src, status: 'error' })}
            className={`max-h-full max-w-full object-contain transition-opacity ${status === 'loaded' ? 'opacity-100' : 'opacity-0'}`}
          />
        )}
        <button type="button" onClick={() => step(-1)} className={`${button} absolute left-2 top-1/2 -translate-y-1/2 sm:left-4`}>
          <ChevronLeft aria-hidden="true" className="h-7 w-7" />
          <span className="sr-only">{text.previous}</span>
        </button>
        <button type="button" onClick={() => step(1)} className={`${button} absolute right-2 top-1/2 -translate-y-1/2 sm:right-4`}>
          <ChevronRight aria-hidden="true" className="h-7 w-7" />
          <span className="sr-only">{text.next}</span>
        </button>
      </div>
      <p className="px-4 pb-4 text-center text-sm text-slate-200">{image.alt}</p>
    </div>,
    document.body,
  );
}
