/**
 * Sample blog posts, used when no Contentful space is configured. entries.json is a Contentful
 * Delivery API response for content type 'blog' with `locale: '*'` (items + includes), so the
 * same mapping reads it, in English and Hindi. Its pictures are local files under /images/blog/ drawn by `npm run art`.
 */
import type { ImageRef } from '../types';
import entries from './entries.json';

// Fetched with locale '*', every field is keyed by locale code; the pictures are the English ones.
type English<T> = { 'en-US': T };

interface SampleAsset {
  fields: { title?: English<string>; description?: English<string>; file: English<{ url: string; fileName: string }> };
}

/** The recorded API response (a function, so the image collector reads sampleBlogImages instead). */
export function sampleBlogResponse(): { items: unknown[]; includes?: { Asset?: unknown[] } } {
  return entries;
}

/** Every picture the sample posts use, for `npm run art` (the caption drawn: its title, else its description). */
export const sampleBlogImages: ImageRef[] = (entries.includes.Asset as SampleAsset[]).map(({ fields }) => ({
  src: fields.file['en-US'].url as ImageRef['src'],
  alt: fields.title?.['en-US'] ?? fields.description?.['en-US'] ?? fields.file['en-US'].fileName,
}));
