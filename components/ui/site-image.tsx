import ExportedImage from 'next-image-export-optimizer';
import type { ImageRef } from '@/content/types';
import { imageSize } from '@/lib/images';

export interface SiteImageProps {
  image: ImageRef;
  /** The displayed width at each breakpoint, so the browser picks the smallest WebP that fits. */
  sizes: string;
  /** Eager, high-priority loading for the page's largest paint (first hero image, banners). */
  priority?: boolean;
  className?: string;
  /** Called when the picture cannot load (only from client components, e.g. a fallback picture). */
  onError?: () => void;
}

/**
 * Every raster picture on the site: responsive WebP from the export optimizer, with the real
 * width and height (no layout shift), lazy below the fold and eager only when asked.
 */
export function SiteImage({ image, sizes, priority = false, className, onError }: SiteImageProps) {
  const { width, height } = imageSize(image.src);
  return (
    <ExportedImage
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      sizes={sizes}
      priority={priority}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      placeholder="empty"
      className={className}
      onError={onError}
    />
  );
}
