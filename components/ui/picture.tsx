import ExportedImage from 'next-image-export-optimizer';
import type { SizedImage } from '@/content/types';

export interface PictureProps {
  image: SizedImage;
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
 * width and height (no layout shift), lazy below the fold and eager only when asked. It takes
 * an already sized image, so client islands can use it without bundling the image manifest:
 * server components size images with `sized()` from lib/images (or use SiteImage).
 */
export function Picture({ image, sizes, priority = false, className, onError }: PictureProps) {
  return (
    <ExportedImage
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
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
