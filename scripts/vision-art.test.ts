import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { artSvg, renderImage, sizeFor } from './generate-art';
import { collectImages } from './collect-images';
import { sceneSvg, visionEffects } from './vision-art';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('generated artwork', () => {
  it('draws no text into any picture (captions are HTML)', async () => {
    const images = await collectImages();
    expect(images.length).toBeGreaterThan(200);
    const withText = images.filter((i) => !i.src.startsWith('/images/vision/') && /<text\b/.test(artSvg(i.src, i.alt, sizeFor(i.src)))).map((i) => i.src);
    expect(withText).toEqual([]);
    expect(sceneSvg().toString()).not.toMatch(/<text\b/);
  });

  it('writes the same bytes on a second run: every vision simulation and one picture of each kind', { timeout: 60_000 }, async () => {
    const sample = [
      ...Object.keys(visionEffects).map((name) => ({ src: `/images/vision/${name}.jpg`, alt: '' })),
      { src: '/images/hero/welcome.jpg', alt: 'Patients and families at the entrance of the hospital' },
      { src: '/images/doctors/priya-verma.jpg', alt: 'Dr. Priya Verma' },
      { src: '/images/gallery/gallery-01.jpg', alt: 'Eye camp in a village' },
      { src: '/images/brand/icon-192.png', alt: '' },
    ];
    const run = async () => Promise.all(sample.map(async (i) => sha(await renderImage(i.src, i.alt))));
    const first = await run();
    expect(new Set(first).size, 'every simulation differs from the others').toBe(sample.length);
    expect(await run()).toEqual(first);
  });
});
