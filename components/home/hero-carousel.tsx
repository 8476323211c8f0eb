'use client';
import { useRef } from 'react';
import { format, type Dictionary } from '@/lib/i18n';
import { useDeferredImport } from '@/components/ui/deferred';
import { CarouselControls, useCarouselAutoplay } from '@/components/ui/carousel-controls';
import { HeroSlideView, type HeroSlideData } from './hero-slide';

const loadSwiper = () => import('./hero-swiper');

/**
 * The hero slideshow. The first photo is the page's largest paint (eager, high priority), so the
 * server HTML holds the first slide alone, laid out exactly as Swiper lays it out; the slideshow
 * itself (Swiper and the other three slides, first shown 4 s later) arrives after the page has
 * loaded, so on a slow connection nothing competes with the first photo and the page's scripts.
 * When it starts paused (reduced motion, Save-Data, 2G) it arrives only once the visitor reaches for
 * it (a pointer or finger on the slides, focus in them, a press of a button): most never do, and
 * their phone neither downloads Swiper nor spends a long task setting it up.
 */
export function HeroCarousel({ slides, text }: { slides: readonly HeroSlideData[]; text: Dictionary['home']['carousel'] & Dictionary['home']['hero'] }) {
  const autoplay = useCarouselAutoplay();
  const root = useRef<HTMLElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const live = useDeferredImport(loadSwiper, root, { wanted: autoplay.wanted, frame });
  return (
    <section ref={root} aria-roledescription="carousel" aria-label={text.label} className="relative bg-brand-900" data-testid="hero">
      <div ref={frame} {...autoplay.holdHandlers} data-testid="hero-slides" data-autoplay={autoplay.running ? 'running' : 'stopped'} data-carousel={autoplay.ready ? 'ready' : 'waiting'}>
        {live ? (
          <live.HeroSwiper slides={slides} slideLabel={format(text.slideLabel, { n: '{{index}}', total: '{{slidesLength}}' })} onSwiper={autoplay.onSwiper} />
        ) : (
          <div className="swiper">
            <div className="swiper-wrapper">
              <div className="swiper-slide" data-slide={0}>
                <HeroSlideView slide={slides[0]} index={0} />
              </div>
            </div>
          </div>
        )}
      </div>
      <CarouselControls
        text={text}
        playing={autoplay.playing}
        onToggle={autoplay.toggle}
        onPrev={autoplay.prev}
        onNext={autoplay.next}
        tone="dark"
        className="absolute bottom-5 right-5 z-10 sm:right-10"
      />
    </section>
  );
}
