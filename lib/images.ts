/** Intrinsic sizes of the generated images (content/image-manifest.json, written by `npm run art`). */
import manifest from '@/content/image-manifest.json';
import type { ImageRef, SizedImage } from '@/content/types';

const sizes: Record<string, { width: number; height: number }> = manifest;

export function imageSize(src: string): { width: number; height: number } {
  const size = sizes[src];
  if (!size) throw new Error(`Image ${src} is not in content/image-manifest.json: run \`npm run art\`.`);
  return size;
}

/** An image with its intrinsic size, ready for client components (which must not import the manifest). */
export function sized<T extends ImageRef>(image: T): T & SizedImage {
  return { ...image, ...imageSize(image.src) };
}
