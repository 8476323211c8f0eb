import { describe, expect, it } from 'vitest';
import { contentfulImageLoader, contentfulSrcSet, socialImageUrl } from './images';

const remote = 'https://images.ctfassets.net/space/asset/hash/camp.jpg';

describe('contentfulImageLoader', () => {
  it('asks Contentful for WebP at the requested width', () => {
    expect(contentfulImageLoader({ src: remote, width: 828 })).toBe(`${remote}?w=828&fm=webp&q=75`);
    expect(contentfulImageLoader({ src: '//images.ctfassets.net/s/a/h/c.png', width: 480, quality: 60 })).toBe('https://images.ctfassets.net/s/a/h/c.png?w=480&fm=webp&q=60');
  });

  it('passes local paths and other hosts through unchanged', () => {
    expect(contentfulImageLoader({ src: '/images/blog/a.jpg', width: 480 })).toBe('/images/blog/a.jpg');
    expect(contentfulImageLoader({ src: 'https://example.org/a.jpg', width: 480 })).toBe('https://example.org/a.jpg');
  });
});

describe('contentfulSrcSet', () => {
  it('lists widths up to the original width', () => {
    expect(contentfulSrcSet(remote, 1000)).toBe(`${remote}?w=480&fm=webp&q=75 480w, ${remote}?w=828&fm=webp&q=75 828w`);
    expect(contentfulSrcSet(remote, 300)).toBe(`${remote}?w=300&fm=webp&q=75 300w`);
    expect(contentfulSrcSet('/images/blog/a.jpg', 960)).toBeUndefined();
  });
});

describe('socialImageUrl', () => {
  it('crops Contentful images to 1200x630 JPEG and keeps local paths', () => {
    expect(socialImageUrl(remote)).toBe(`${remote}?w=1200&h=630&fit=fill&fm=jpg`);
    expect(socialImageUrl('/images/blog/a.jpg')).toBe('/images/blog/a.jpg');
  });
});
