'use client';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { PROJECT_SLIDER_SPEED_MS } from '@/lib/constants';
import { format, type Dictionary } from '@/lib/i18n';
import { CarouselControls, useCarouselAutoplay } from '@/components/ui/carousel-controls';
import { useDeferredImport } from '@/components/ui/deferred';
import { usePrefersReducedMotion } from '@/components/ui/use-media-query';

const loadSwiper = () => import('./project-swiper');

/**
 * The project's photo slider (autoplay every 3000 ms, 500 ms transition), with the home
 * carousels' autoplay and controls: it holds while the mouse is over the photos or focus is
 * anywhere inside it, and the visible pause button stops it until play is pressed (WCAG 2.2.2).
 * Visitors who prefer reduced motion get it paused, with instant slide changes. Arrow keys move
 * between photos when focus is in the slider. The slides are server-rendered pictures passed in
 * as children, so no image code ships in this island. The server HTML shows the first photo as
 * Swiper lays it out; Swiper itself loads when the slider nears the screen, after the page has
 * loaded, and, when the slider starts paused, only once the visitor reaches for it (as the hero's).
 */
export function ProjectSlider({ name, slides, text }: { name: string; slides: ReactNode[]; text: Dictionary['projects']['slider'] }) {
  const slideLabels = slides.map((_, index) => format(text.slideLabel, { index: index + 1, total: slides.length }));
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = useCarouselAutoplay();
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const live = useDeferredImport(loadSwiper, root, { wanted: autoplay.wanted, frame });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') autoplay.prev();
    else if (event.key === 'ArrowRight') autoplay.next();
    else return;
    event.preventDefault();
  }

  return (
    <div
      ref={root}
      role="region"
      aria-roledescription={text.roleDescription}
      aria-label={format(text.label, { name })}
      onKeyDown={onKeyDown}
      data-testid="project-slider"
      data-active-index={active}
      data-playing={autoplay.playing}
      data-autoplay={autoplay.running ? 'running' : 'stopped'}
      data-carousel={autoplay.ready ? 'ready' : 'waiting'}
      {...autoplay.focusHold}
    >
      <div ref={frame} {...autoplay.pointerHold}>
        {live ? (
          <live.ProjectSwiper
            slides={slides}
            slideLabels={slideLabels}
            active={active}
            speed={reducedMotion ? 0 : PROJECT_SLIDER_SPEED_MS}
            onSwiper={autoplay.onSwiper}
            onActiveChange={setActive}
          />
        ) : (
          <div className="swiper overflow-hidden rounded-xl">
            <div className="swiper-wrapper">
              <div className="swiper-slide" role="group" aria-roledescription="slide" aria-label={slideLabels[0]} data-slide-index={0}>
                {slides[0]}
              </div>
            </div>
          </div>
        )}
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <CarouselControls text={text} playing={autoplay.playing} onToggle={autoplay.toggle} onPrev={autoplay.prev} onNext={autoplay.next} />
        <p className="ml-2 text-sm text-slate-700 tabular-nums dark:text-slate-300" aria-live={autoplay.playing ? 'off' : 'polite'} data-testid="slider-status">
          {slideLabels[active]}
        </p>
      </div>
    </div>
  );
}
