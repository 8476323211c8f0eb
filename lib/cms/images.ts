/**
 * Contentful's Images API resizes and re-encodes on request (`?w=800&fm=webp&q=75`). Local
 * paths (the sample posts' pictures under /images/) pass through untouched: the export
 * optimizer makes their WebP files.
 */

export const BLOG_IMAGE_WIDTHS = [480, 828, 1080, 1600] as const;
const QUALITY = 75;

export function isContentfulImage(src: string): boolean {
  return /^(https?:)?\/\/images\.(ctfassets|eu\.ctfassets)\.net\//.test(src);
}

/** The URL of `src` at `width` pixels as WebP; non-Contentful URLs are returned unchanged. */
export function contentfulImageLoader({ src, width, quality = QUALITY }: { src: string; width: number; quality?: number }): string {
  if (!isContentfulImage(src)) return src;
  const url = new URL(src.startsWith('//') ? `https:${src}` : src);
  url.searchParams.set('w', String(Math.round(width)));
  url.searchParams.set('fm', 'webp');
  url.searchParams.set('q', String(quality));
  return url.toString();
}

/** `srcset` for a Contentful image no wider than its original; undefined for local images. */
export function contentfulSrcSet(src: string, intrinsicWidth?: number): string | undefined {
  if (!isContentfulImage(src)) return undefined;
  const widths = BLOG_IMAGE_WIDTHS.filter((w) => !intrinsicWidth || w <= intrinsicWidth);
  const list = widths.length ? widths : [intrinsicWidth ?? BLOG_IMAGE_WIDTHS[0]];
  return list.map((w) => `${contentfulImageLoader({ src, width: w })} ${w}w`).join(', ');
}

/** A 1200x630 JPEG crop for social cards (JPEG: not every network reads WebP). */
export function socialImageUrl(src: string): string {
  if (!isContentfulImage(src)) return src;
  const url = new URL(src.startsWith('//') ? `https:${src}` : src);
  url.searchParams.set('w', '1200');
  url.searchParams.set('h', '630');
  url.searchParams.set('fit', 'fill');
  url.searchParams.set('fm', 'jpg');
  return url.toString();
}
