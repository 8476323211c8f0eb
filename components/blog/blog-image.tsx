import type { ImageRef } from '@/content/types';
import type { BlogImage as BlogImageData } from '@/lib/cms';
import { contentfulImageLoader, contentfulSrcSet } from '@/lib/cms/images';
import { SiteImage } from '@/components/ui/site-image';

const FALLBACK_SIZE = { width: 1200, height: 800 };

/**
 * A blog picture. Contentful images come from its Images API as WebP at the displayed width
 * (the loader's srcset); the sample posts' local pictures go through SiteImage, whose WebP
 * files the export optimizer writes.
 */
export function BlogImage({ image, alt, sizes, priority = false, className }: { image: BlogImageData; alt: string; sizes: string; priority?: boolean; className?: string }) {
  if (image.url.startsWith('/images/')) {
    return <SiteImage image={{ src: image.url as ImageRef['src'], alt }} sizes={sizes} priority={priority} className={className} />;
  }
  const width = image.width ?? FALLBACK_SIZE.width;
  const height = image.height ?? (image.width ? Math.round((image.width * 2) / 3) : FALLBACK_SIZE.height);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Contentful resizes these itself; next/image cannot in a static export.
    <img
      src={contentfulImageLoader({ src: image.url, width: Math.min(width, 1080) })}
      srcSet={contentfulSrcSet(image.url, width)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
