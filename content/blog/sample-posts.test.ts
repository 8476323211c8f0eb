/** The sample posts: enough for two list pages, valid, and showing every node type and mark. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import { BLOG_PAGE_SIZE } from '@/lib/constants';
import { createSampleSource } from '@/lib/cms/sample-source';
import { sampleBlogImages, sampleBlogResponse } from '.';

interface AnyNode {
  nodeType: string;
  marks?: { type: string }[];
  content?: AnyNode[];
  data?: { target?: { fields?: { title?: string } } };
}

function walk(node: AnyNode, visit: (node: AnyNode) => void) {
  visit(node);
  node.content?.forEach((child) => walk(child, visit));
}

describe('sample blog posts', async () => {
  const warnings: string[] = [];
  const posts = await createSampleSource(sampleBlogResponse(), { strict: true, warn: (w) => warnings.push(w) }).allPosts();

  it('are at least 8, all valid, so the list has two pages', () => {
    expect(posts.length).toBeGreaterThanOrEqual(8);
    expect(posts.length).toBeGreaterThan(BLOG_PAGE_SIZE);
    expect(warnings).toEqual([]);
    expect(posts.every((post) => post.title && post.date)).toBe(true);
  });

  it('one post shows every node type and mark the site renders', () => {
    const nodeTypes = new Set<string>();
    const marks = new Set<string>();
    const guide = posts.find((post) => post.blogId === 'cataract-surgery-day-guide')!;
    walk(guide.content as unknown as AnyNode, (node) => {
      nodeTypes.add(node.nodeType);
      node.marks?.forEach((mark) => marks.add(mark.type));
    });
    const wanted = [
      BLOCKS.DOCUMENT, BLOCKS.PARAGRAPH, BLOCKS.HEADING_1, BLOCKS.HEADING_2, BLOCKS.HEADING_3, BLOCKS.HEADING_4, BLOCKS.HEADING_5, BLOCKS.HEADING_6,
      BLOCKS.OL_LIST, BLOCKS.UL_LIST, BLOCKS.LIST_ITEM, BLOCKS.HR, BLOCKS.QUOTE, BLOCKS.TABLE, BLOCKS.TABLE_ROW, BLOCKS.TABLE_CELL, BLOCKS.TABLE_HEADER_CELL,
      BLOCKS.EMBEDDED_ASSET, INLINES.HYPERLINK,
    ];
    expect([...nodeTypes]).toEqual(expect.arrayContaining(wanted));
    expect([...marks].sort()).toEqual(Object.values(MARKS).sort());
    const embedded: AnyNode[] = [];
    walk(guide.content as unknown as AnyNode, (node) => node.nodeType === BLOCKS.EMBEDDED_ASSET && embedded.push(node));
    expect(embedded.some((node) => node.data?.target?.fields?.title)).toBe(true);
    expect(embedded.some((node) => node.data?.target?.fields && !node.data.target.fields.title)).toBe(true);
  });

  it('include a post without a cover image', () => {
    expect(posts.some((post) => !post.image)).toBe(true);
  });

  it('name only pictures that exist under public/images/blog/', () => {
    for (const image of sampleBlogImages) {
      expect(image.src).toMatch(/^\/images\/blog\/[a-z0-9-]+\.jpg$/);
      expect(existsSync(join(import.meta.dirname, '../../public', image.src)), image.src).toBe(true);
    }
    for (const post of posts) if (post.image) expect(sampleBlogImages.map((i) => i.src)).toContain(post.image.url);
  });
});

describe('sample blog posts in Hindi', async () => {
  const warnings: string[] = [];
  const source = createSampleSource(sampleBlogResponse(), { strict: true, warn: (w) => warnings.push(w) });
  const [english, hindi] = await Promise.all([source.allPosts('en'), source.allPosts('hi')]);
  // Left in English on purpose: one with nothing translated, one with only its title (fallback rule).
  const untranslated = ['cataract-surgery-day-guide', 'school-eye-screening-for-parents'];

  it('translate at least 6 posts, all valid, in Devanagari', () => {
    expect(hindi.length).toBeGreaterThanOrEqual(6);
    expect(warnings).toEqual([]);
    for (const post of hindi) {
      const text: string[] = [];
      walk(post.content as unknown as AnyNode, (node) => 'value' in node && text.push(String(node.value)));
      const letters = `${post.title} ${text.join(' ')}`.replace(/[^\p{L}]/gu, '');
      const devanagari = letters.replace(/[^\u0900-\u097F]/g, '');
      expect(devanagari.length / letters.length, post.blogId).toBeGreaterThan(0.95);
    }
  });

  it('leave the untranslated ones out of the Hindi list and return them in English, marked', async () => {
    expect(hindi.map((post) => post.blogId)).toEqual(english.map((post) => post.blogId).filter((blogId) => !untranslated.includes(blogId)));
    for (const blogId of untranslated) {
      const post = await source.postByBlogId(blogId, 'hi');
      expect(post).toEqual({ ...english.find((p) => p.blogId === blogId), lang: 'en' });
    }
  });

  it('keep identity, dates and pictures; the cover alt text is Hindi', () => {
    for (const post of hindi) {
      const twin = english.find((p) => p.blogId === post.blogId)!;
      expect({ id: post.id, date: post.date, url: post.image?.url }).toEqual({ id: twin.id, date: twin.date, url: twin.image?.url });
      expect(post.title).not.toBe(twin.title);
      if (post.image) expect(post.image.title, post.blogId).toMatch(/[\u0900-\u097F]/);
    }
  });
});
