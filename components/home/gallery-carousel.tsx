'use client';
import 'swiper/css';
import 'swiper/css/pagination';
import { useState } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SizedImage } from '@/content/types';
import { format } from '@/lib/i18n';
import { HOME_GALLERY_AUTOPLAY_MS, HOME_GALLERY_BREAKPOINT_PX, HOME_GALLERY_SLIDES_DESKTOP, HOME_GALLERY_SLIDES_MOBILE } from '@/lib/constants';
import type { LightboxText } from '@/components/ui/lightbox';
import { LazyLightbox as Lightbox } from '@/components/ui/lazy-lightbox';
import { GalleryThumb } from '@/components/gallery/gallery-thumb';
import { CarouselControls, useCarouselAutoplay, type CarouselText } from './carousel-controls';

/**
 * Gallery thumbnails on the home page: 4 at a time (1 on phones), one step at a time, every
 * 3.5 s, with dots. A thumbnail opens the shared lightbox over the whole list.
 */
export function GalleryCarousel({
  images,
  text,
}: {
  images: readonly { id: number; image: SizedImage }[];
  text: { carousel: CarouselText & { slideLabel: string }; label: string; open: string; lightbox: LightboxText };
}) {
  const autoplay = useCarouselAutoplay();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const refs = images.map((g) => g.image);
  return (
    <div aria-roledescription="carousel" aria-label={text.label} data-testid="home-gallery">
      <div {...autoplay.holdHandlers} data-autoplay={autoplay.running ? 'running' : 'stopped'} className="home-gallery">
        <Swiper
          modules={[Autoplay, Pagination, A11y]}
          loop
          // Focus on a thumbnail already in view must not slide (and move) it: see Swiper's a11y focus handling.
          watchSlidesProgress
          slidesPerView={HOME_GALLERY_SLIDES_MOBILE}
          slidesPerGroup={1}
          breakpoints={{ [HOME_GALLERY_BREAKPOINT_PX]: { slidesPerView: HOME_GALLERY_SLIDES_DESKTOP } }}
          autoplay={{ delay: HOME_GALLERY_AUTOPLAY_MS, disableOnInteraction: false }}
          // Dots show the position only (47 photos: 47 tiny tap targets would fail WCAG 2.5.8);
          // the previous/next buttons below move the carousel.
          pagination={{ clickable: false, dynamicBullets: true }}
          a11y={{ slideLabelMessage: format(text.carousel.slideLabel, { n: '{{index}}', total: '{{slidesLength}}' }) }}
          onSwiper={autoplay.onSwiper}
          className="!pb-10"
        >
          {images.map((g, i) => (
            // Before Swiper starts, the server HTML already shows 1 (phone) or 4 thumbnails.
            <SwiperSlide key={g.id} className="px-2 md:!w-1/4" data-photo={g.id}>
              <GalleryThumb
                image={g.image}
                label={format(text.open, { n: g.id, alt: g.image.alt })}
                sizes={`(min-width: ${HOME_GALLERY_BREAKPOINT_PX}px) 25vw, 100vw`}
                onOpen={(opener) => {
                  setOpener(opener);
                  setOpenAt(i);
                }}
                testId="gallery-thumb"
              />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      <CarouselControls
        text={text.carousel}
        playing={autoplay.playing}
        onToggle={autoplay.toggle}
        onPrev={autoplay.prev}
        onNext={autoplay.next}
        className="mt-2 justify-center"
      />
      {openAt !== null && (
        <Lightbox opener={opener} images={refs} index={openAt} onIndexChange={setOpenAt} onClose={() => setOpenAt(null)} text={text.lightbox} />
      )}
    </div>
  );
}
