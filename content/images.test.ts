import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectImages } from '@/scripts/collect-images';
import manifest from './image-manifest.json';
import { projects } from './projects';
import { treatments } from './treatments';

const publicDir = join(import.meta.dirname, '..', 'public');
const sizes: Record<string, unknown> = manifest;

describe('images named by content', () => {
  it('finds the pictures of every treatment and project', async () => {
    const found = new Set((await collectImages()).map((i) => i.src));
    const named = [
      ...treatments.flatMap((t) => [t.card.image, t.introduction.image, t.introduction.banner, ...t.symptoms.images, t.prevention.image, ...t.treatments.list.map((o) => o.image)]),
      ...projects.flatMap((p) => [p.bannerImg, ...p.slider, ...p.impactStories.map((s) => s.image)]),
    ];
    expect(named.length).toBeGreaterThan(16 * 5);
    expect(named.map((i) => i.src).filter((src) => !found.has(src))).toEqual([]);
  });

  it('exist in public/ and in the size manifest', async () => {
    const images = await collectImages();
    const missingFiles = images.filter((i) => !existsSync(join(publicDir, i.src)) || statSync(join(publicDir, i.src)).size === 0);
    const missingSizes = images.filter((i) => !(i.src in sizes));
    expect(missingFiles.map((i) => `${i.src} (${i.file})`), 'run `npm run art`').toEqual([]);
    expect(missingSizes.map((i) => `${i.src} (${i.file})`), 'run `npm run art`').toEqual([]);
  });

  // The art script picks a picture's motif from its alt text: a Hindi twin must never change the art.
  it('are described by the English content, never by a translation', async () => {
    const images = await collectImages();
    const cataractCard = images.find((i) => i.src === treatments[0].card.image.src);
    expect(cataractCard?.alt).toBe(treatments[0].card.image.alt);
    expect(images.filter((i) => /\.[a-z]{2}\.tsx?$/.test(i.file)).map((i) => i.file)).toEqual([]);
  });
});
