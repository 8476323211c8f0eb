import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_VIDEO_COUNT } from '@/lib/constants';
import { feedbackVideos } from './feedback';

const publicDir = join(import.meta.dirname, '..', 'public');

describe('feedback videos (16 fixed files)', () => {
  it('has 16 videos with unique ids, files and titles', () => {
    expect(feedbackVideos).toHaveLength(FEEDBACK_VIDEO_COUNT);
    expect(new Set(feedbackVideos.map((v) => v.id)).size).toBe(FEEDBACK_VIDEO_COUNT);
    expect(new Set(feedbackVideos.map((v) => v.src)).size).toBe(FEEDBACK_VIDEO_COUNT);
    expect(new Set(feedbackVideos.map((v) => v.title)).size).toBe(FEEDBACK_VIDEO_COUNT);
  });

  it('ships every clip (small, for slow data) and its poster (scripts/generate-videos.sh)', () => {
    for (const video of feedbackVideos) {
      const clip = join(publicDir, video.src);
      const poster = join(publicDir, video.poster);
      expect(existsSync(clip), video.src).toBe(true);
      expect(existsSync(poster), video.poster).toBe(true);
      expect(statSync(clip).size, video.src).toBeLessThan(150 * 1024);
      expect(statSync(poster).size, video.poster).toBeLessThan(60 * 1024);
    }
  });
});
