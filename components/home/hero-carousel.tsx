'use client';
import 'swiper/css';
import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { HeroSlide, SizedImage } from '@/content/types';
import { format } from '@/lib/i18n';
import { HERO_AUTOPLAY_MS, HERO_TRANSITION_MS } from '@/lib/constants';
import { Picture } from '@/components/ui/picture';
import { CarouselControls, useCarouselAutoplay, type CarouselText } from './carousel-controls';

/**
 * The hero slideshow: infinite, a new slide every 4 s with a 0.5 s slide. The first photo is the
 * page's largest paint (eager, high priority). The other photos are not shown for 4 s, so they
 * are only put in the page after it has loaded: on a slow connection they must not compete with
 * the first photo and the scripts (lazy loading alone still fetches them, as the slides sit
 * within the browser's lazy-load margin).
 */
export function HeroCarousel({
  slides,
  text,
}: {
  slides: readonly (HeroSlide & { img: SizedImage })[];
  text: CarouselText & { label: string; slideLabel: string };
}) {
  const autoplay = useCarouselAutoplay();
  const restReady = useAfterLoad();
  return (
    <section aria-roledescription="carousel" aria-label={text.label} className="relative bg-brand-900" data-testid="hero">
      <div {...autoplay.holdHandlers} data-testid="hero-slides" data-autoplay={autoplay.running ? 'running' : 'stopped'}>
        <Swiper
          modules={[Autoplay, A11y]}
          loop
          speed={HERO_TRANSITION_MS}
          autoplay={{ delay: HERO_AUTOPLAY_MS, disableOnInteraction: false }}
          a11y={{ slideLabelMessage: format(text.slideLabel, { n: '{{index}}', total: '{{slidesLength}}' }) }}
          onSwiper={autoplay.onSwiper}
        >
          {slides.map((slide, i) => (
            <SwiperSlide key={slide.title} data-slide={i}>
              <div className="relative h-[34rem] sm:h-[36rem] lg:h-[40rem]">
                {(i === 0 || restReady) && (
                  <Picture image={slide.img} sizes="100vw" priority={i === 0} className="absolute inset-0 h-full w-full object-cover" />
                )}
                <div className="absolute inset-0 bg-gradient-to-r from-slate-950/85 via-slate-950/65 to-slate-950/30" />
                <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-6 pb-16 sm:px-10">
                  <div className="max-w-2xl text-white">
                    {slide.header && <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{slide.header}</p>}
                    {i === 0 ? (
                      <h1 className="mt-3 text-3xl font-bold text-white sm:text-5xl">{slide.title}</h1>
                    ) : (
                      <h2 className="mt-3 text-3xl font-bold text-white sm:text-5xl">{slide.title}</h2>
                    )}
                    <p className="mt-4 text-lg text-slate-100 sm:text-xl">{slide.description}</p>
                    <Link
                      href={slide.link}
                      className="mt-8 inline-block rounded-md bg-accent-400 px-6 py-3 font-semibold text-slate-900 hover:bg-accent-500"
                      data-testid="hero-button"
                    >
                      {slide.buttonText}
                    </Link>
                  </div>
                </div>
              </div>
            </SwiperSlide>
          ))}
        </Swiper>
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

/** True once the page has finished loading (the window load event); false on the server and before. */
function useAfterLoad(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('load', onChange);
      return () => window.removeEventListener('load', onChange);
    },
    () => document.readyState === 'complete',
    () => false,
  );
}
