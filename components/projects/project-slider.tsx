'use client';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { PROJECT_SLIDER_SPEED_MS } from '@/lib/constants';
import { useDeferredImport } from '@/components/ui/deferred';
import { usePrefersReducedMotion } from '@/components/ui/use-media-query';

const loadSwiper = () => import('./project-swiper');

export interface ProjectSliderText {
  label: string;
  roleDescription: string;
  /** Per-slide labels, already filled in ("Photo 1 of 4"). */
  slideLabels: string[];
  previous: string;
  next: string;
  pause: string;
  play: string;
}

const controlClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 dark:border-brand-200 dark:bg-slate-900 dark:text-brand-200 dark:hover:bg-slate-800';

/**
 * The project's photo slider (SPEC: autoplay every 3000 ms, 500 ms transition). It pauses while
 * the mouse is over it or focus is inside it, and the visible pause button stops it until play
 * is pressed (WCAG 2.2.2). Visitors who prefer reduced motion get it paused, with instant slide changes.
 * Arrow keys move between photos when focus is in the slider. The slides are server-rendered
 * pictures passed in as children, so no image code ships in this island. The server HTML shows
 * the first photo as Swiper lays it out; Swiper itself loads when the slider nears the screen,
 * after the page has loaded.
 */
export function ProjectSlider({ slides, text }: { slides: ReactNode[]; text: ProjectSliderText }) {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [userPaused, setUserPaused] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const focusInside = useRef(false);
  const pointerOver = useRef(false);
  const live = useDeferredImport(loadSwiper, root);
  const playing = !userPaused && !reducedMotion;

  // Swiper's autoplay follows the visible state: it runs only while "playing".
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') swiper?.slidePrev();
    else if (event.key === 'ArrowRight') swiper?.slideNext();
    else return;
    event.preventDefault();
  }

  return (
    <div
      ref={root}
      role="region"
      aria-roledescription={text.roleDescription}
      aria-label={text.label}
      onKeyDown={onKeyDown}
      data-testid="project-slider"
      data-active-index={active}
      data-playing={playing}
      data-carousel={swiper ? 'ready' : 'waiting'}
      // Focus anywhere in the slider holds the current photo until focus leaves (WAI carousel);
      // pressing play while inside starts it again, as the visitor asked.
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focusInside.current = true;
        swiper?.autoplay.stop();
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focusInside.current = false;
        if (playing && !pointerOver.current) swiper?.autoplay.start();
      }}
    >
      {/* A mouse over the photos holds the current one too (Swiper's own pauseOnMouseEnter needs
          autoplay to wait for transitionend, which a resize mid-slide never sends). */}
      <div
        onPointerEnter={(event: PointerEvent<HTMLDivElement>) => {
          if (event.pointerType !== 'mouse') return;
          pointerOver.current = true;
          swiper?.autoplay.stop();
        }}
        onPointerLeave={(event: PointerEvent<HTMLDivElement>) => {
          if (event.pointerType !== 'mouse') return;
          pointerOver.current = false;
          if (playing && !focusInside.current) swiper?.autoplay.start();
        }}
      >
        {live ? (
          <live.ProjectSwiper slides={slides} slideLabels={text.slideLabels} active={active} speed={reducedMotion ? 0 : PROJECT_SLIDER_SPEED_MS} onSwiper={setSwiper} onActiveChange={setActive} />
        ) : (
          <div className="swiper overflow-hidden rounded-xl">
            <div className="swiper-wrapper">
              <div className="swiper-slide" role="group" aria-roledescription="slide" aria-label={text.slideLabels[0]} data-slide-index={0}>
                {slides[0]}
              </div>
            </div>
          </div>
        )}
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <button type="button" className={controlClass} aria-label={text.previous} title={text.previous} onClick={() => swiper?.slidePrev()}>
          <ChevronLeft aria-hidden="true" className="h-6 w-6" />
        </button>
        <button
          type="button"
          className={controlClass}
          aria-label={playing ? text.pause : text.play}
          title={playing ? text.pause : text.play}
          onClick={() => setUserPaused(playing)}
          data-testid="slider-toggle"
        >
          {playing ? <Pause aria-hidden="true" className="h-5 w-5" /> : <Play aria-hidden="true" className="h-5 w-5" />}
        </button>
        <button type="button" className={controlClass} aria-label={text.next} title={text.next} onClick={() => swiper?.slideNext()}>
          <ChevronRight aria-hidden="true" className="h-6 w-6" />
        </button>
        <p className="ml-2 text-sm text-slate-700 tabular-nums dark:text-slate-300" aria-live={playing ? 'off' : 'polite'} data-testid="slider-status">
          {text.slideLabels[active]}
        </p>
      </div>
    </div>
  );
}
