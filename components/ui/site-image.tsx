import type { ImageRef } from '@/content/types';
import { sized } from '@/lib/images';
import { Picture, type PictureProps } from './picture';

export interface SiteImageProps extends Omit<PictureProps, 'image'> {
  image: ImageRef;
}

/**
 * A picture in a server component: width and height come from the image manifest at build time.
 * Client islands take pre-sized images (`sized()`) and render `Picture`, so the manifest never
 * reaches the browser.
 */
export function SiteImage({ image, ...props }: SiteImageProps) {
  return <Picture image={sized(image)} {...props} />;
}
