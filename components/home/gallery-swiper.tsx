'use client';
import type { ReactNode } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { HOME_GALLERY_AUTOPLAY_MS, HOME_GALLERY_BREAKPOINT_PX, HOME_GALLERY_SLIDES_DESKTOP, HOME_GALLERY_SLIDES_MOBILE } from '@/lib/constants';

/**
 * The live gallery carousel (Swiper), loaded when the section nears the screen: 4 thumbnails at a
 * time (1 on phones), one step at a time, every 3.5 s, with dots.
 */
export function GallerySwiper({
  ids,
  renderSlide,
  slideLabel,
  onSwiper,
}: {
  ids: readonly number[];
  renderSlide: (index: number) => ReactNode;
  slideLabel: string;
  onSwiper: (swiper: SwiperInstance) => void;
}) {
  return (
    <Swiper
      modules={[Autoplay, Pagination, A11y]}
      loop
      // Focus on a thumbnail already in view must not slide (and move) it: see Swiper's a11y focus handling.
      watchSlidesProgress
      slidesPerView={HOME_GALLERY_SLIDES_MOBILE}
      slidesPerGroup={1}
      breakpoints={{ [HOME_GALLERY_BREAKPOINT_PX]: { slidesPerView: HOME_GALLERY_SLIDES_DESKTOP } }}
      // The next delay starts with the slide, not at its CSS transitionend: a resize during the
      // slide (a phone turned, a scrollbar going) cancels the transition, and autoplay waiting for
      // that event would stop for good.
      autoplay={{ delay: HOME_GALLERY_AUTOPLAY_MS, disableOnInteraction: false, waitForTransition: false }}
      // Dots show the position only (47 photos: 47 tiny tap targets would fail WCAG 2.5.8);
      // the previous/next buttons below move the carousel.
      pagination={{ clickable: false, dynamicBullets: true }}
      a11y={{ slideLabelMessage: slideLabel }}
      onSwiper={onSwiper}
      className="!pb-10"
    >
      {ids.map((id, i) => (
        <SwiperSlide key={id} className="px-2 md:!w-1/4" data-photo={id}>
          {renderSlide(i)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
