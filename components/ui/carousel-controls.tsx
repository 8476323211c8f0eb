'use client';
import { ChevronLeft } from '@/components/ui/icons/chevron-left';
import { ChevronRight } from '@/components/ui/icons/chevron-right';
import { Pause } from '@/components/ui/icons/pause';
import { Play } from '@/components/ui/icons/play';
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { Dictionary } from '@/lib/i18n';
import { prefersReducedMotion, usePrefersReducedMotion } from './use-media-query';
import { prefersSavingData, useSaveData } from './use-save-data';

/** The controls' labels; the home carousels and the project slider each have their own wording. */
export type CarouselText = Pick<Dictionary['home']['carousel'], 'previous' | 'next' | 'pause' | 'play'>;

/**
 * Autoplay that a visitor controls: a play/pause button (WCAG 2.2.2), and a hold while a mouse
 * pointer is over the carousel or keyboard focus is inside it (Swiper's own pauseOnMouseEnter
 * knows only mice, so both are handled here). Leaving starts the full delay again. Pressing play
 * while focus is inside starts it at once, as the visitor asked. Visitors who prefer reduced
 * motion start paused and can press play. `holdHandlers` go on the part that holds both ways;
 * `pointerHold` and `focusHold` let a carousel hold on hover over the photos only but on focus
 * anywhere in it.
 *
 * A carousel that starts paused (reduced motion, Save-Data, 2G) has no use for its live code until
 * its visitor reaches for it: `wanted` is true while it plays, and from the first pointer over it,
 * focus in it or press of a button on. A step asked for before the live carousel is there is made
 * as soon as it is.
 */
export function useCarouselAutoplay() {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  // On Save-Data or 2G no further photo loads by itself: the visitor moves on with the buttons.
  const saveData = useSaveData();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice ? choice === 'play' : !reducedMotion && !saveData;
  const [ready, setReady] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reached, setReached] = useState(false);
  const pendingStep = useRef<'prev' | 'next' | null>(null);
  const running = playing && !hovered && !focused;

  useEffect(() => {
    const swiper = swiperRef.current;
    const direction = pendingStep.current;
    if (!ready || !swiper || swiper.destroyed || !direction) return;
    pendingStep.current = null;
    slide(swiper, direction);
  }, [ready]);

  const step = (direction: 'prev' | 'next') => {
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed) return slide(swiper, direction);
    pendingStep.current = direction;
    setReached(true);
  };

  useEffect(() => {
    const swiper = swiperRef.current;
    if (!ready || !swiper || swiper.destroyed) return;
    if (running) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [running, ready]);

  const pointerHold = {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      setReached(true);
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => event.pointerType === 'mouse' && setHovered(false),
  };
  const focusHold = {
    onFocus: () => {
      setReached(true);
      setFocused(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    playing,
    /** True while slides are advancing by themselves (exposed for tests as data-autoplay). */
    running,
    /** True once the live carousel (loaded after the page) is running the slides. */
    ready,
    /**
     * True once the live carousel is of use: it plays, or its visitor has reached for it. The
     * browser's own answers are read here too: the hooks' values arrive one transition after
     * hydration, and the loading effect's first run would otherwise take a paused carousel for a
     * playing one. (Only an effect reads this, so the server's markup is not concerned.)
     */
    wanted: liveCarouselWanted({ reached, choice, startsPaused: reducedMotion || saveData || prefersReducedMotion() || prefersSavingData() }),
    onSwiper: (swiper: SwiperInstance) => {
      swiperRef.current = swiper;
      setReady(true);
    },
    toggle: () => {
      if (!playing) setFocused(false);
      setReached(true);
      setChoice(playing ? 'pause' : 'play');
    },
    prev: () => step('prev'),
    next: () => step('next'),
    pointerHold,
    focusHold,
    holdHandlers: { ...pointerHold, ...focusHold },
  };
}

function slide(swiper: SwiperInstance, direction: 'prev' | 'next'): void {
  if (direction === 'next') swiper.slideNext();
  else swiper.slidePrev();
}

/**
 * Whether a carousel's live code is of use yet: once its visitor has reached for it (a pointer,
 * focus, a button), else while it plays, by the visitor's choice or by default (not when it starts
 * paused: reduced motion, Save-Data, 2G).
 */
export function liveCarouselWanted({ reached, choice, startsPaused }: { reached: boolean; choice: 'play' | 'pause' | null; startsPaused: boolean }): boolean {
  if (reached) return true;
  if (choice) return choice === 'play';
  return !startsPaused;
}

/** Previous, play/pause and next buttons under a carousel; always reachable by keyboard. */
export function CarouselControls({
  text,
  playing,
  onToggle,
  onPrev,
  onNext,
  tone = 'light',
  className = '',
}: {
  text: CarouselText;
  playing: boolean;
  onToggle: () => void;
  onPrev: () => void;
  onNext: () => void;
  /** 'dark' for controls drawn over a photo. */
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const button =
    tone === 'dark'
      ? 'inline-flex h-11 w-11 items-center justify-center rounded-full bg-slate-950/60 text-white hover:bg-slate-950/80'
      : 'inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-800 hover:bg-brand-50 dark:border-slate-600 dark:bg-slate-900 dark:text-brand-100 dark:hover:bg-slate-800';
  return (
    // Three fixed columns the size of the buttons: the row has its full width before the buttons
    // arrive (HTML comes in pieces on a slow link), so a button drawn first never moves aside for
    // the next one, whether the row is held to the right (the hero) or centred (the gallery).
    <div className={`grid grid-cols-[repeat(3,2.75rem)] items-center gap-2 ${className}`}>
      <button type="button" onClick={onPrev} className={button} data-testid="carousel-prev">
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">{text.previous}</span>
      </button>
      <button type="button" onClick={onToggle} className={button} data-testid="carousel-toggle">
        {playing ? <Pause aria-hidden="true" className="h-5 w-5" /> : <Play aria-hidden="true" className="h-5 w-5" />}
        <span className="sr-only">{playing ? text.pause : text.play}</span>
      </button>
      <button type="button" onClick={onNext} className={button} data-testid="carousel-next">
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">{text.next}</span>
      </button>
    </div>
  );
}
