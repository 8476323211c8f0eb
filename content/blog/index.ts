/**
 * Sample blog posts, used when no Contentful space is configured. entries.json is a Contentful
 * Delivery API response for content type 'blog' (items + includes), so the same mapping reads
 * it. Its pictures are local files under /images/blog/ drawn by `npm run art`.
 */
import type { ImageRef } from '../types';
import entries from './entries.json';

interface SampleAsset {
  fields: { title?: string; description?: string; file: { url: string; fileName: string } };
}

/** The recorded API response (a function, so the image collector reads sampleBlogImages instead). */
export function sampleBlogResponse(): { items: unknown[]; includes?: { Asset?: unknown[] } } {
  return entries;
}

/** Every picture the sample posts use, for `npm run art` (the caption drawn: its title, else its description). */
export const sampleBlogImages: ImageRef[] = (entries.includes.Asset as SampleAsset[]).map((asset) => ({
  src: asset.fields.file.url as ImageRef['src'],
  alt: asset.fields.title ?? asset.fields.description ?? asset.fields.file.fileName,
}));
