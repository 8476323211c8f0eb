'use client';
import { useEffect, useRef, useState } from 'react';
import type { SizedImage } from '@/content/types';
import { format, type Dictionary } from '@/lib/i18n';
import { HOME_GALLERY_BREAKPOINT_PX, HOME_GALLERY_SLIDES_DESKTOP } from '@/lib/constants';
import { LazyLightbox as Lightbox } from '@/components/ui/lazy-lightbox';
import { useDeferredImport } from '@/components/ui/deferred';
import { GalleryThumb } from '@/components/gallery/gallery-thumb';
import { CarouselControls, useCarouselAutoplay } from '@/components/ui/carousel-controls';

const loadSwiper = () => import('./gallery-swiper');

/**
 * Gallery thumbnails on the home page. A thumbnail opens the shared lightbox over the whole list.
 * The server HTML shows the first thumbnails as Swiper lays them out (1 on phones, 4 from 768 px);
 * the carousel itself loads when the section nears the screen, after the page has loaded.
 */
export function GalleryCarousel({
  images,
  text,
}: {
  images: readonly { id: number; image: SizedImage }[];
  text: Pick<Dictionary['gallery'], 'open' | 'lightbox'> & { carousel: Dictionary['home']['carousel']; label: Dictionary['home']['gallery']['label'] };
}) {
  const autoplay = useCarouselAutoplay();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const root = useRef<HTMLElement>(null);
  const live = useDeferredImport(loadSwiper, root);
  // The live carousel may replace the first frame while the lightbox is open: focus then returns
  // to the live thumbnail of the photo that opened it (not of the photo shown last), as the one
  // that opened it is gone.
  const openedFrom = useRef<number | null>(null);
  useEffect(() => {
    if (openAt !== null) return;
    const id = openedFrom.current;
    openedFrom.current = null;
    if (id === null || opener?.isConnected) return;
    root.current?.querySelector<HTMLElement>(`[data-photo="${id}"] button`)?.focus();
  }, [openAt, opener]);
  const refs = images.map((g) => g.image);
  const thumb = (i: number) => (
    <GalleryThumb
      image={images[i].image}
      label={format(text.open, { n: images[i].id, alt: images[i].image.alt })}
      sizes={`(min-width: ${HOME_GALLERY_BREAKPOINT_PX}px) 25vw, 100vw`}
      onOpen={(opener) => {
        openedFrom.current = images[i].id;
        setOpener(opener);
        setOpenAt(i);
      }}
      testId="gallery-thumb"
    />
  );
  return (
    // A <section>, not a <div>: aria-label names only elements with a role.
    <section ref={root} aria-roledescription="carousel" aria-label={text.label} data-testid="home-gallery">
      <div {...autoplay.holdHandlers} data-autoplay={autoplay.running ? 'running' : 'stopped'} data-carousel={autoplay.ready ? 'ready' : 'waiting'} className="home-gallery">
        {live ? (
          <live.GallerySwiper
            ids={images.map((g) => g.id)}
            renderSlide={thumb}
            slideLabel={format(text.carousel.slideLabel, { n: '{{index}}', total: '{{slidesLength}}' })}
            onSwiper={autoplay.onSwiper}
          />
        ) : (
          <div className="swiper !pb-10">
            <div className="swiper-wrapper">
              {images.slice(0, HOME_GALLERY_SLIDES_DESKTOP).map((g, i) => (
                <div key={g.id} className="swiper-slide px-2 md:!w-1/4" data-photo={g.id}>
                  {thumb(i)}
                </div>
              ))}
            </div>
          </div>
        )}
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
    </section>
  );
}
