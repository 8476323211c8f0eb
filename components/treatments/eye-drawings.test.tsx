import { gzipSync } from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { treatments } from '@/content/treatments';
import { getDictionary } from '@/lib/i18n';
import { EYE_PARTS, EyeDrawings } from './eye-drawings';

const text = getDictionary().treatments.eye;

describe('eye drawings', () => {
  it.each(treatments.map((t) => [t.name, t] as const))('%s: its part is highlighted and named in the caption', (_, treatment) => {
    const html = renderToStaticMarkup(<EyeDrawings part={treatment.sight.eyePart} name={treatment.name} text={text} />);
    const highlighted = [...html.matchAll(/data-part="(\w+)" data-highlighted="true"/g)].map((m) => m[1]);
    expect(highlighted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(highlighted)).toEqual(new Set([treatment.sight.eyePart]));
    expect(html).toContain(text.parts[treatment.sight.eyePart]);
    // Each drawing (one <svg>) is at most 15 KB gzipped.
    for (const svg of html.match(/<svg[\s\S]*?<\/svg>/g)!) expect(gzipSync(svg).length).toBeLessThanOrEqual(15 * 1024);
  });

  it('draws every part somewhere, labels each from the dictionary, and puts no words in the drawings', () => {
    const html = renderToStaticMarkup(<EyeDrawings part="lens" name="Cataract" text={text} />);
    for (const part of EYE_PARTS) {
      expect(html).toContain(`data-part="${part}"`);
      expect(html).toContain(text.parts[part]);
    }
    const svgText = [...html.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(svgText.every((t) => /^\d+$/.test(t))).toBe(true);
  });
});
