'use client';
import { useRef, useState } from 'react';
import type { SizedImage } from '@/content/types';
import { format, type Dictionary } from '@/lib/i18n';
import { GALLERY_INITIAL_COUNT, GALLERY_STEP } from '@/lib/constants';
import { nextVisibleCount } from '@/lib/gallery';
import { LazyLightbox as Lightbox } from '@/components/ui/lazy-lightbox';
import { GalleryThumb } from './gallery-thumb';
import { buttonClass } from '@/components/ui/button-styles';

/**
 * The gallery grid: 18 photos first, 6 more with each View More until all are shown (then the
 * button goes). Each photo opens the shared lightbox over the whole list.
 */
export function GalleryGrid({
  images,
  text,
}: {
  images: readonly { id: number; image: SizedImage }[];
  text: Pick<Dictionary['gallery'], 'viewMore' | 'shown' | 'open' | 'lightbox'>;
}) {
  const [visible, setVisible] = useState(Math.min(GALLERY_INITIAL_COUNT, images.length));
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const showMore = () => {
    const firstNew = visible;
    setVisible(nextVisibleCount(visible, images.length, GALLERY_STEP));
    // Keyboard users continue from the first new photo rather than losing their place.
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLButtonElement>('button')[firstNew]?.focus());
  };

  return (
    <div>
      <ul ref={list} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="gallery-grid">
        {images.slice(0, visible).map((g, i) => (
          <li key={g.id}>
            <GalleryThumb
              image={g.image}
              label={format(text.open, { n: g.id, alt: g.image.alt })}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
              onOpen={(opener) => {
                setOpener(opener);
                setOpenAt(i);
              }}
              testId="gallery-item"
            />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-3">
        <p aria-live="polite" className="text-slate-700 dark:text-slate-300" data-testid="gallery-count">
          {format(text.shown, { shown: visible, total: images.length })}
        </p>
        {visible < images.length && (
          <button
            type="button"
            onClick={showMore}
            className={buttonClass({ size: 'lg' })}
          >
            {text.viewMore}
          </button>
        )}
      </div>
      {openAt !== null && (
        <Lightbox
          opener={opener}
          images={images.map((g) => g.image)}
          index={openAt}
          onIndexChange={setOpenAt}
          onClose={() => setOpenAt(null)}
          text={text.lightbox}
        />
      )}
    </div>
  );
}
