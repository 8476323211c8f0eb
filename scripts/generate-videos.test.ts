import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('sample feedback clips (scripts/generate-videos.sh)', () => {
  const script = readFileSync(new URL('./generate-videos.sh', import.meta.url), 'utf8');

  // No text inside pictures: a clip's title is HTML on the page, never drawn into the clip or poster.
  it('draws no text into a clip or its poster', () => {
    expect(script).not.toMatch(/drawtext|subtitles|ass=/);
  });
});
