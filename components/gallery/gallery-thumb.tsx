import type { MouseEvent } from 'react';
import type { SizedImage } from '@/content/types';
import { Picture } from '@/components/ui/picture';

/**
 * A gallery photo as a button that opens the lightbox (the /gallery/ grid and the home carousel).
 * The picture itself is decorative; the button's name says which photo it opens.
 */
export function GalleryThumb({ image, label, sizes, onOpen, testId }: { image: SizedImage; label: string; sizes: string; onOpen: (opener: HTMLButtonElement) => void; testId: string }) {
  return (
    <button
      type="button"
      onClick={(event: MouseEvent<HTMLButtonElement>) => onOpen(event.currentTarget)}
      className="block w-full overflow-hidden rounded-lg bg-slate-200 dark:bg-slate-800"
      data-testid={testId}
    >
      <Picture
        image={{ ...image, alt: '' }}
        sizes={sizes}
        className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-300 hover:scale-105 motion-reduce:transition-none"
      />
      <span className="sr-only">{label}</span>
    </button>
  );
}
