/**
 * The real `contentful` client against a local Contentful-compatible server (recorded,
 * API-shaped JSON): mapping, paging, the three queries, retries and the failure rules.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import sample from '@/content/blog/entries.json';
import { InvalidContentError } from './accept';
import { ContentUnavailableError, createContentfulSource, type ContentfulConfig } from './contentful-source';
import { createSampleSource } from './sample-source';
import { startFakeContentful, type FakeContentful } from './testing/contentful-server';

type Json = Record<string, unknown>;

const SPACE = 'space1';

/** Fields as Contentful stores them (the `locale: '*'` shape): English values, `hi` for Hindi ones. */
function allLocales(fields: Json, hi: Json = {}): Json {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { 'en-US': value, ...(key in hi ? { 'hi-IN': hi[key] } : {}) }]));
}

function entry(id: string, fields: Json, hi?: Json): Json {
  return { metadata: { tags: [] }, sys: { id, type: 'Entry', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'blog' } } }, fields: allLocales(fields, hi) };
}

const paragraph = (value: string) => ({ nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value, marks: [], data: {} }] }] });

const ctfAsset = {
  sys: { id: 'ctfPhoto', type: 'Asset' },
  fields: allLocales({ title: 'Eye camp in Koderma', file: { url: '//images.ctfassets.net/space1/abc/def/camp.jpg', details: { image: { width: 2400, height: 1600 } }, contentType: 'image/jpeg' } }),
};

// Older posts than the samples, so there are more than ten and more than two pages of five.
const older = [1, 2, 3, 4].map((n) =>
  entry(`older${n}`, {
    title: `Eye camp report ${n}`,
    blogId: `eye-camp-report-${n}`,
    date: `2026-0${n}-10T09:00+05:30`,
    content: paragraph(`Report ${n} from our eye camps.`),
    ...(n === 4 ? { image: { sys: { type: 'Link', linkType: 'Asset', id: 'ctfPhoto' } } } : {}),
  }),
);
const untitled = entry('untitled1', { blogId: 'notes-without-title', content: paragraph('A post with no title and no date.') });
const brokenDocument = { nodeType: 'document', data: {}, content: [{ nodeType: 'table', data: {}, content: [paragraph('not a row').content[0]] }] };
const broken = entry('broken1', { title: 'Broken table', blogId: 'broken-table', date: '2026-05-05T09:00+05:30', content: brokenDocument });
const otherType = { ...entry('page1', { title: 'Not a blog' }), sys: { id: 'page1', type: 'Entry', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'page' } } } };

const entries = [...(sample.items as Json[]), ...older, untitled, broken, otherType];
const assets = [...(sample.includes.Asset as Json[]), ctfAsset];
const validBlogCount = sample.items.length + older.length + 1;

let server: FakeContentful;
const warnings: string[] = [];

function source(overrides: Partial<ContentfulConfig> = {}) {
  return createContentfulSource({
    spaceId: SPACE,
    accessToken: 'delivery-token',
    host: server.host,
    strict: false,
    retryLimit: 2,
    timeout: 5000,
    pageSize: 5,
    warn: (message) => warnings.push(message),
    ...overrides,
  });
}

beforeAll(async () => {
  server = await startFakeContentful({ space: SPACE, entries, assets });
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  server.recover();
  warnings.length = 0;
});

describe('all posts', () => {
  it('maps entries of content type blog into BlogPost, with links resolved', async () => {
    const posts = await source().allPosts();
    const guide = posts.find((post) => post.blogId === 'cataract-surgery-day-guide')!;
    expect(guide).toMatchObject({
      id: '5kq2VbLkDw0cataractDay',
      title: 'Your cataract surgery day: a step-by-step guide',
      date: '2026-11-02T10:30+05:30',
      image: { url: '/images/blog/cataract-surgery-day.jpg', title: "A nurse puts drops in a patient's eye before cataract surgery", width: 960, height: 640 },
    });
    expect(guide.content.nodeType).toBe('document');
    const embedded = guide.content.content.find((node) => node.nodeType === 'embedded-asset-block')!;
    expect(embedded.data.target.fields.title).toBe('Patients and family members in the hospital waiting area');

    const camp = posts.find((post) => post.blogId === 'eye-camp-report-4')!;
    expect(camp.image).toEqual({ url: 'https://images.ctfassets.net/space1/abc/def/camp.jpg', title: 'Eye camp in Koderma', width: 2400, height: 1600 });
    const notes = posts.find((post) => post.blogId === 'notes-without-title')!;
    expect(notes.title).toBeUndefined();
    expect(notes.date).toBeUndefined();
    expect(posts.some((post) => post.id === 'page1')).toBe(false);
  });

  it('pages through the API until total is reached, newest first', async () => {
    const posts = await source().allPosts();
    expect(posts).toHaveLength(validBlogCount);
    expect(new Set(posts.map((post) => post.blogId)).size).toBe(validBlogCount);
    const pages = server.requests.map((request) => [request.query.get('skip'), request.query.get('limit')]);
    // 15 blog entries (one invalid) in pages of 5.
    expect(pages).toEqual([
      ['0', '5'],
      ['5', '5'],
      ['10', '5'],
    ]);
    for (const request of server.requests) {
      expect(request.path).toBe(`/spaces/${SPACE}/environments/master/entries`);
      expect(request.authorization).toBe('Bearer delivery-token');
      expect(request.query.get('content_type')).toBe('blog');
      expect(request.query.get('order')).toBe('-fields.date,sys.id');
    }
    const dates = posts.filter((post) => post.date).map((post) => Date.parse(post.date!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(posts.at(-1)!.blogId).toBe('notes-without-title');
  });

  it('asks once per build process', async () => {
    const blog = source();
    await blog.allPosts();
    await blog.allPosts();
    expect(server.requests).toHaveLength(3);
  });
});

describe('one post by blogId', () => {
  it('queries fields.blogId and maps the first match', async () => {
    const post = await source().postByBlogId('five-myths-about-cataract');
    expect(post?.title).toBe('Five cataract myths that delay surgery');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].query.get('fields.blogId')).toBe('five-myths-about-cataract');
    expect(server.requests[0].query.get('content_type')).toBe('blog');
  });

  it('gives undefined for an unknown blogId', async () => {
    expect(await source().postByBlogId('no-such-post')).toBeUndefined();
  });
});

describe('recent posts', () => {
  it('asks for the 10 newest by -fields.date and keeps that order', async () => {
    const recent = await source().recentPosts(10);
    expect(server.requests[0].query.get('order')).toBe('-fields.date');
    expect(server.requests[0].query.get('limit')).toBe('10');
    const expected = (entries as { fields: { date?: { 'en-US': string }; blogId?: { 'en-US': string } }; sys: { contentType?: { sys: { id: string } } } }[])
      .filter((e) => e.sys.contentType?.sys.id === 'blog' && e.fields.date)
      .sort((a, b) => Date.parse(b.fields.date!['en-US']) - Date.parse(a.fields.date!['en-US']))
      .slice(0, 10)
      .map((e) => e.fields.blogId?.['en-US'])
      .filter((blogId) => blogId !== 'broken-table');
    expect(recent.map((post) => post.blogId)).toEqual(expected);
    expect(recent.length).toBe(9);
  });
});

describe('failures', () => {
  it('retries a 500 and then succeeds', async () => {
    server.failNext({ status: 500 });
    const post = await source().postByBlogId('diabetes-and-your-eyes');
    expect(post?.blogId).toBe('diabetes-and-your-eyes');
    expect(server.requests).toHaveLength(2);
    expect(warnings.some((w) => /Server 500/.test(w))).toBe(true);
  }, 15_000);

  it('waits for x-contentful-ratelimit-reset after a 429', async () => {
    server.failNext({ status: 429, headers: { 'x-contentful-ratelimit-reset': '2' } });
    const started = Date.now();
    const post = await source().postByBlogId('diabetes-and-your-eyes');
    const waited = Date.now() - started;
    expect(post?.blogId).toBe('diabetes-and-your-eyes');
    expect(server.requests).toHaveLength(2);
    // The library's own first wait is 1.4 s + 0.5-0.7 s; the header's 2 s + 0.5 s is longer.
    expect(waited).toBeGreaterThanOrEqual(2400);
    expect(warnings.some((w) => /Rate limit/.test(w))).toBe(true);
  }, 15_000);

  it('fails the build-data step with its cause when Contentful stays down', async () => {
    server.failAlways(503);
    const failing = source({ retryLimit: 1 }).allPosts();
    await expect(failing).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(failing).rejects.toThrow(
      new RegExp(`^Contentful could not be reached: 503 .*Scripted 503 \\(host ${server.host}, space ${SPACE}, environment master, after 1 retries\\)\\. The build stops`),
    );
    expect(server.requests).toHaveLength(2);
  }, 15_000);

  it('names a connection failure', async () => {
    const closed = await startFakeContentful({ space: SPACE, entries: [], assets: [] });
    const host = closed.host;
    await closed.close();
    await expect(source({ host, retryLimit: 1 }).recentPosts(10)).rejects.toThrow(/^Contentful could not be reached: ECONNREFUSED/);
  }, 15_000);
});

describe('invalid rich text', () => {
  it('is named with its ids and the validator messages, and skipped', async () => {
    const posts = await source().allPosts();
    expect(posts.some((post) => post.blogId === 'broken-table')).toBe(false);
    expect(warnings).toEqual([
      'Blog post "broken-table" (entry broken1) has invalid content: content.0.content.0.nodeType: Value must be one of expected values (expected table-row). The post is skipped.',
    ]);
  });

  it('fails the build when strict (CI or CONTENT_STRICT=1)', async () => {
    const failing = source({ strict: true }).allPosts();
    await expect(failing).rejects.toBeInstanceOf(InvalidContentError);
    await expect(failing).rejects.toThrow(/^Blog post "broken-table" \(entry broken1\) has invalid content: content\.0\.content\.0\.nodeType: .*table-row/);
    expect(warnings.filter((w) => !w.startsWith('Contentful:'))).toEqual([]);
  });

  it('leaves a single-post query empty instead of rendering it', async () => {
    expect(await source().postByBlogId('broken-table')).toBeUndefined();
    const spy = vi.fn();
    await expect(source({ strict: true, warn: spy }).postByBlogId('broken-table')).rejects.toBeInstanceOf(InvalidContentError);
  });
});

describe('Hindi (locale hi)', () => {
  let samples: FakeContentful;
  const hindiBroken = entry(
    'brokenHindi1',
    { title: 'Fine in English', blogId: 'broken-hindi', date: '2025-01-01T09:00+05:30', content: paragraph('Fine.') },
    { title: 'हिन्दी में टूटा', content: brokenDocument },
  );
  beforeAll(async () => {
    samples = await startFakeContentful({ space: SPACE, entries: [...(sample.items as Json[]), hindiBroken], assets: sample.includes.Asset as Json[] });
  });
  afterAll(() => samples.close());
  afterEach(() => {
    samples.requests.length = 0;
  });
  const sampleSource = () => createSampleSource({ items: sample.items, includes: sample.includes }, { strict: false, warn: () => {} });

  it('asks with locale=* once for both languages', async () => {
    const blog = source({ host: samples.host });
    await blog.allPosts('hi');
    await blog.allPosts('en');
    await blog.postByBlogId('diabetes-and-your-eyes', 'hi');
    await blog.postByBlogId('diabetes-and-your-eyes');
    expect(samples.requests.map((request) => request.query.get('locale'))).toEqual(['*', '*', '*']);
  });

  it('returns the same Hindi posts as the sample source', async () => {
    const blog = source({ host: samples.host });
    const fromContentful = await blog.allPosts('hi');
    const fromSamples = await sampleSource().allPosts('hi');
    expect(fromContentful.length).toBeGreaterThanOrEqual(6);
    expect(fromContentful).toEqual(fromSamples);
    expect(await blog.recentPosts(3, 'hi')).toEqual(fromSamples.slice(0, 3));
    for (const blogId of ['five-myths-about-cataract', 'cataract-surgery-day-guide', 'school-eye-screening-for-parents']) {
      expect(await blog.postByBlogId(blogId, 'hi'), blogId).toEqual(await sampleSource().postByBlogId(blogId, 'hi'));
    }
  });

  it('detects what Contentful would silently fill with English', async () => {
    // The same entry asked for in hi-IN alone: the English title comes back, unmarked.
    const response = await fetch(`http://${samples.host}/spaces/${SPACE}/environments/master/entries?content_type=blog&locale=hi-IN&fields.blogId=cataract-surgery-day-guide`);
    const { items } = (await response.json()) as { items: { fields: { title: string } }[] };
    expect(items[0].fields.title).toBe('Your cataract surgery day: a step-by-step guide');

    const blog = source({ host: samples.host });
    expect((await blog.allPosts('hi')).some((post) => post.blogId === 'cataract-surgery-day-guide')).toBe(false);
    expect(await blog.postByBlogId('cataract-surgery-day-guide', 'hi')).toMatchObject({ title: 'Your cataract surgery day: a step-by-step guide', lang: 'en' });
    const myths = await blog.postByBlogId('five-myths-about-cataract', 'hi');
    expect(myths?.title).toMatch(/^मोतियाबिंद/);
    expect(myths?.lang).toBeUndefined();
    expect(await blog.recentPosts(10, 'hi')).toEqual(await blog.allPosts('hi'));
  });

  it('names a bad Hindi entry with its id, blogId and locale', async () => {
    const post = await source({ host: samples.host }).postByBlogId('broken-hindi', 'hi');
    expect(post).toMatchObject({ title: 'Fine in English', lang: 'en' });
    expect(warnings).toEqual([
      'Blog post "broken-hindi" (entry brokenHindi1, locale hi-IN) has invalid content: content.0.content.0.nodeType: Value must be one of expected values (expected table-row). The Hindi version is skipped: /hi/ shows the post in English.',
    ]);
    await expect(source({ host: samples.host, strict: true }).allPosts('hi')).rejects.toThrow(/^Blog post "broken-hindi" \(entry brokenHindi1, locale hi-IN\) has invalid content/);
  });
});
