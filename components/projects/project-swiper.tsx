'use client';
import type { ReactNode } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { PROJECT_SLIDER_AUTOPLAY_MS } from '@/lib/constants';

/** The live project slider (Swiper), loaded when it nears the screen: a photo every 3 s. */
export function ProjectSwiper({
  slides,
  slideLabels,
  active,
  speed,
  onSwiper,
  onActiveChange,
}: {
  slides: ReactNode[];
  slideLabels: string[];
  active: number;
  speed: number;
  onSwiper: (swiper: SwiperInstance) => void;
  onActiveChange: (index: number) => void;
}) {
  return (
    <Swiper
      modules={[Autoplay]}
      loop
      speed={speed}
      // The next delay starts with the slide, not at its CSS transitionend: a resize during the
      // slide (a phone turned, a scrollbar going) cancels the transition, and autoplay waiting for
      // that event would stop for good.
      autoplay={{ delay: PROJECT_SLIDER_AUTOPLAY_MS, disableOnInteraction: false, waitForTransition: false }}
      onSwiper={onSwiper}
      onRealIndexChange={(s) => onActiveChange(s.realIndex)}
      className="overflow-hidden rounded-xl"
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index} role="group" aria-roledescription="slide" aria-label={slideLabels[index]} aria-hidden={index !== active} data-slide-index={index}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
