import { describe, expect, it } from 'vitest';
import { getAllPosts } from './cms';
import { absoluteUrl } from './seo';
import { sitemap, sitemapEntries } from './sitemap';

// The sample posts (no Contentful credentials in unit tests): 8 in English, 6 written in Hindi;
// 'cataract-surgery-day-guide' has no Hindi and 'school-eye-screening-for-parents' a Hindi title only.
const entries = await sitemapEntries();
const byPath = new Map(entries.map((entry) => [entry.path, entry]));
const untranslated = ['cataract-surgery-day-guide', 'school-eye-screening-for-parents'];

describe('sitemap entries', () => {
  it('lists each page once', () => {
    expect(entries.length).toBe(byPath.size);
  });

  it('lists every shared page in both languages, each naming both and x-default English', () => {
    for (const path of ['/', '/about/', '/treatment-details/Cataract/', '/projects/One%20Eye%20One%20Tree/', '/blog/']) {
      const hindi = `/hi${path}`;
      const languages = { 'en-IN': path, 'hi-IN': hindi, 'x-default': path };
      expect(byPath.get(path), path).toEqual({ path, languages });
      expect(byPath.get(hindi), hindi).toEqual({ path: hindi, languages });
    }
  });

  it('pairs are reciprocal: every alternate is itself listed with the same alternates', () => {
    for (const entry of entries.filter((e) => e.languages)) {
      expect(Object.values(entry.languages!)).toContain(entry.path);
      for (const other of Object.values(entry.languages!)) expect(byPath.get(other)?.languages, `${entry.path} -> ${other}`).toEqual(entry.languages);
    }
  });

  it('lists a translated post in both languages with alternates', async () => {
    const hindi = await getAllPosts('hi');
    expect(hindi.map((post) => post.blogId)).not.toContain(untranslated[0]);
    for (const { blogId } of hindi) {
      expect(byPath.get(`/blogs/${blogId}/`)?.languages?.['hi-IN']).toBe(`/hi/blogs/${blogId}/`);
      expect(byPath.has(`/hi/blogs/${blogId}/`)).toBe(true);
    }
  });

  it('lists a post not written in Hindi in English only, claiming no Hindi twin', () => {
    for (const blogId of untranslated) {
      expect(byPath.get(`/blogs/${blogId}/`)).toEqual({ path: `/blogs/${blogId}/` });
      expect(byPath.has(`/hi/blogs/${blogId}/`)).toBe(false);
    }
  });

  it('lists a blog page number only in the languages that have posts for it', () => {
    // 8 English posts make two pages of six; 6 Hindi posts make one.
    expect(byPath.get('/blog/page/2/')).toEqual({ path: '/blog/page/2/' });
    expect(byPath.has('/hi/blog/page/2/')).toBe(false);
    // Page 1 is /blog/ itself: /blog/page/1/ only sends visitors there.
    expect([...byPath.keys()].filter((path) => path.includes('/blog/page/1/'))).toEqual([]);
  });
});

describe('sitemap.xml entries', () => {
  it('gives absolute URLs and alternates by hreflang', async () => {
    const xml = await sitemap();
    const about = xml.find((entry) => entry.url.endsWith('/hi/about/'));
    expect(about).toEqual({
      url: absoluteUrl('/hi/about/'),
      alternates: { languages: { 'en-IN': absoluteUrl('/about/'), 'hi-IN': absoluteUrl('/hi/about/'), 'x-default': absoluteUrl('/about/') } },
    });
    expect(about!.url).toMatch(/^https?:\/\/[^/]+\/hi\/about\/$/);
    expect(xml.find((entry) => entry.url.endsWith('/blogs/cataract-surgery-day-guide/'))).toEqual({ url: absoluteUrl('/blogs/cataract-surgery-day-guide/') });
  });
});
