import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
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

const EXPORT_FOLDER = process.env.nextImageExportOptimizer_exportFolderName || 'nextImageExportOptimizer';
const OPTIMIZED = ['JPG', 'JPEG', 'WEBP', 'PNG', 'AVIF', 'GIF'];
const STORED_AS_WEBP = ['JPG', 'JPEG', 'PNG', 'GIF'];

/**
 * The WebP file next-image-export-optimizer writes for a picture under public/ at `width` pixels
 * (its loader's naming: `<folder>/nextImageExportOptimizer/<name>-opt-<width>.WEBP`); other
 * formats (SVG) are served as they are.
 */
export function optimizedImageUrl({ src, width }: { src: string; width: number }): string {
  const slash = src.lastIndexOf('/');
  const file = src.slice(slash + 1);
  const dot = file.lastIndexOf('.');
  const extension = dot > 0 ? file.slice(dot + 1).toUpperCase() : '';
  if (!OPTIMIZED.includes(extension)) return src;
  const stored = STORED_AS_WEBP.includes(extension) ? 'WEBP' : extension;
  return `${src.slice(0, slash + 1)}${EXPORT_FOLDER}/${file.slice(0, dot)}-opt-${width}.${stored}`;
}

/**
 * Every raster picture on the site: responsive WebP from the export optimizer, with the real
 * width and height (no layout shift), lazy below the fold and eager (and preloaded) only when
 * asked. It takes an already sized image, so client islands can use it without bundling the image
 * manifest: server components size images with `sized()` from lib/images (or use SiteImage).
 *
 * A plain <img> from next/image's getImageProps with the optimizer's file naming, not the
 * optimizer's ExportedImage: that is a client component wrapping next/image (three components and
 * a dozen hooks per picture, all hydrated on a cheap phone), and a server page's picture has
 * nothing to do in the browser. The build's site-files gate checks every file a srcset names.
 */
export function Picture({ image, sizes, priority = false, className, onError }: PictureProps) {
  const { props } = getImageProps({
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sizes,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    placeholder: 'empty',
    unoptimized: optimizedImageUrl({ src: image.src, width: 1 }) === image.src,
    className,
    loader: optimizedImageUrl,
  });
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own <img> attributes, drawn on the server
  return <img {...props} alt={image.alt} onError={onError} />;
}
