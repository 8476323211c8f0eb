'use client';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { HERO_AUTOPLAY_MS, HERO_TRANSITION_MS } from '@/lib/constants';
import { HeroSlideView, type HeroSlideData } from './hero-slide';

/** The live hero slideshow (Swiper), loaded after the page: infinite, a slide every 4 s, 0.5 s slide. */
export function HeroSwiper({ slides, slideLabel, onSwiper }: { slides: readonly HeroSlideData[]; slideLabel: string; onSwiper: (swiper: SwiperInstance) => void }) {
  return (
    <Swiper
      modules={[Autoplay, A11y]}
      loop
      speed={HERO_TRANSITION_MS}
      // The next delay starts with the slide, not at its CSS transitionend: a resize during the
      // slide (a phone turned, a scrollbar going) cancels the transition, and autoplay waiting for
      // that event would stop for good.
      autoplay={{ delay: HERO_AUTOPLAY_MS, disableOnInteraction: false, waitForTransition: false }}
      a11y={{ slideLabelMessage: slideLabel }}
      onSwiper={onSwiper}
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={slide.title} data-slide={i}>
          <HeroSlideView slide={slide} index={i} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
