import { describe, expect, it } from 'vitest';
import { optimizedImageUrl } from './picture';

describe('optimizedImageUrl', () => {
  it("names the export optimizer's WebP file for a picture at a width", () => {
    expect(optimizedImageUrl({ src: '/images/hero/welcome.jpg', width: 480 })).toBe('/images/hero/nextImageExportOptimizer/welcome-opt-480.WEBP');
    expect(optimizedImageUrl({ src: '/images/home/about-hospital.PNG', width: 1600 })).toBe('/images/home/nextImageExportOptimizer/about-hospital-opt-1600.WEBP');
    expect(optimizedImageUrl({ src: '/images/gallery/camp.day.2.webp', width: 828 })).toBe('/images/gallery/nextImageExportOptimizer/camp.day.2-opt-828.WEBP');
  });

  it('serves drawings and unknown formats as they are', () => {
    expect(optimizedImageUrl({ src: '/images/diagrams/eye.svg', width: 480 })).toBe('/images/diagrams/eye.svg');
    expect(optimizedImageUrl({ src: '/images/noextension', width: 480 })).toBe('/images/noextension');
  });
});
