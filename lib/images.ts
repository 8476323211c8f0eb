/** Intrinsic sizes of the generated images (content/image-manifest.json, written by `npm run art`). */
import manifest from '@/content/image-manifest.json';

const sizes: Record<string, { width: number; height: number }> = manifest;

export function imageSize(src: string): { width: number; height: number } {
  const size = sizes[src];
  if (!size) throw new Error(`Image ${src} is not in content/image-manifest.json: run \`npm run art\`.`);
  return size;
}
