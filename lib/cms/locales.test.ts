/** Reading all-locales entries (`locale: '*'`) in one site locale, and which posts count as Hindi. */
import { describe, expect, it } from 'vitest';
import { acceptInLocales, InvalidContentError, listedIn } from './accept';
import { contentfulLocales, inLocale, isWrittenIn } from './locales';

type Json = Record<string, unknown>;

const doc = (value: string) => ({ nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value, marks: [], data: {} }] }] });
const badDoc = { nodeType: 'document', data: {}, content: [{ nodeType: 'table', data: {}, content: [doc('not a row').content[0]] }] };

function asset(id: string, title: Json, url: string): Json {
  return { sys: { id, type: 'Asset' }, fields: { title, file: { 'en-US': { url, contentType: 'image/jpeg', details: { image: { width: 800, height: 600 } } } } } };
}
const photo = asset('photo', { 'en-US': 'Eye camp', 'hi-IN': 'आँखों का कैंप' }, '//images.ctfassets.net/s/en.jpg');
const hindiPhoto = asset('hiPhoto', { 'en-US': 'Camp poster in Hindi' }, '//images.ctfassets.net/s/hi.jpg');

function entry(id: string, fields: Json): Json {
  return { sys: { id, type: 'Entry', contentType: { sys: { id: 'blog' } } }, fields };
}
const common = (blogId: string, date: string) => ({ blogId: { 'en-US': blogId }, date: { 'en-US': date } });

const translated = entry('t1', {
  ...common('translated', '2026-05-01T09:00+05:30'),
  title: { 'en-US': 'Camp day', 'hi-IN': 'कैंप का दिन' },
  content: { 'en-US': doc('English text'), 'hi-IN': doc('हिन्दी पाठ') },
  image: { 'en-US': photo },
});
const titleOnly = entry('t2', {
  ...common('title-only', '2026-04-01T09:00+05:30'),
  title: { 'en-US': 'Half done', 'hi-IN': 'आधा काम' },
  content: { 'en-US': doc('Only English') },
});
const english = entry('t3', { ...common('english-only', '2026-03-01T09:00+05:30'), title: { 'en-US': 'Not yet' }, content: { 'en-US': doc('Only English') } });
const blankTitle = entry('t4', {
  ...common('blank-title', '2026-02-01T09:00+05:30'),
  title: { 'en-US': 'Blank', 'hi-IN': '   ' },
  content: { 'en-US': doc('English'), 'hi-IN': doc('हिन्दी') },
});
const ownImage = entry('t5', {
  ...common('own-image', '2026-01-01T09:00+05:30'),
  title: { 'en-US': 'Poster', 'hi-IN': 'पोस्टर' },
  content: { 'en-US': doc('English'), 'hi-IN': doc('हिन्दी') },
  image: { 'en-US': photo, 'hi-IN': hindiPhoto },
});

function accept(entries: Json[], strict = false) {
  const warnings: string[] = [];
  return { posts: acceptInLocales(entries, { strict, warn: (w) => warnings.push(w) }), warnings };
}

describe('isWrittenIn', () => {
  it('needs a Hindi title and Hindi content of their own; English always counts', () => {
    expect(isWrittenIn(translated, 'hi')).toBe(true);
    expect(isWrittenIn(titleOnly, 'hi')).toBe(false);
    expect(isWrittenIn(english, 'hi')).toBe(false);
    expect(isWrittenIn(blankTitle, 'hi')).toBe(false);
    expect(isWrittenIn(english, 'en')).toBe(true);
  });
});

describe('inLocale', () => {
  it('takes each field in the locale, else the English value, in linked assets too', () => {
    const hi = inLocale(translated, contentfulLocales.hi) as { fields: Json };
    expect(hi.fields.title).toBe('कैंप का दिन');
    expect(hi.fields.blogId).toBe('translated');
    expect((hi.fields.image as { fields: Json }).fields.title).toBe('आँखों का कैंप');
    expect((inLocale(english, contentfulLocales.hi) as { fields: Json }).fields.title).toBe('Not yet');
  });

  it('survives linked entries that link back', () => {
    const a: Json = entry('a', { title: { 'en-US': 'A' } });
    (a.fields as Json).related = { 'en-US': a };
    const flat = inLocale(a, contentfulLocales.hi) as { fields: { related: unknown } };
    expect(flat.fields.related).toBe(flat);
  });
});

describe('acceptInLocales', () => {
  it('lists a post in Hindi only when its Hindi title and content are real, not the fallback', () => {
    const { posts, warnings } = accept([translated, titleOnly, english, blankTitle, ownImage]);
    expect(listedIn(posts, 'hi').map((post) => post.blogId)).toEqual(['translated', 'own-image']);
    expect(listedIn(posts, 'en').map((post) => post.blogId)).toEqual(['translated', 'title-only', 'english-only', 'blank-title', 'own-image']);
    expect(posts.hi.find((post) => post.blogId === 'translated')).toMatchObject({ title: 'कैंप का दिन', content: doc('हिन्दी पाठ') });
    expect(posts.hi.find((post) => post.blogId === 'translated')?.lang).toBeUndefined();
    // Never a Hindi title over English text: the untranslated post stays English, marked.
    expect(posts.hi.find((post) => post.blogId === 'title-only')).toMatchObject({ title: 'Half done', content: doc('Only English'), lang: 'en' });
    expect(warnings).toEqual([]);
  });

  it('keeps blogId, id and date identical across locales', () => {
    const { posts } = accept([translated, titleOnly, english, ownImage]);
    const identity = (list: typeof posts.en) => list.map(({ id, blogId, date }) => ({ id, blogId, date }));
    expect(identity(posts.hi)).toEqual(identity(posts.en));
  });

  it('uses the Hindi image when one is set, else the English one', () => {
    const { posts } = accept([translated, ownImage]);
    const image = (blogId: string, locale: 'en' | 'hi') => posts[locale].find((post) => post.blogId === blogId)?.image;
    expect(image('translated', 'hi')).toEqual({ url: 'https://images.ctfassets.net/s/en.jpg', title: 'आँखों का कैंप', width: 800, height: 600 });
    expect(image('translated', 'en')?.title).toBe('Eye camp');
    expect(image('own-image', 'hi')?.url).toBe('https://images.ctfassets.net/s/hi.jpg');
    expect(image('own-image', 'en')?.url).toBe('https://images.ctfassets.net/s/en.jpg');
  });

  it('takes the Hindi version of the entry English publishes, never of an older duplicate', () => {
    const older = entry('old', { ...common('same', '2025-01-01T09:00+05:30'), title: { 'en-US': 'Old', 'hi-IN': 'पुराना' }, content: { 'en-US': doc('Old'), 'hi-IN': doc('पुराना') } });
    const newer = entry('new', { ...common('same', '2026-01-01T09:00+05:30'), title: { 'en-US': 'New' }, content: { 'en-US': doc('New') } });
    const { posts } = accept([older, newer]);
    expect(posts.hi).toEqual([expect.objectContaining({ id: 'new', title: 'New', lang: 'en' })]);
  });

  it('names a bad Hindi version with its entry id, blogId and locale, and skips it (the post stays English)', () => {
    const bad = entry('bad1', { ...common('bad-hindi', '2026-05-05T09:00+05:30'), title: { 'en-US': 'Fine', 'hi-IN': 'ठीक' }, content: { 'en-US': doc('Fine'), 'hi-IN': badDoc } });
    const { posts, warnings } = accept([bad]);
    expect(posts.en[0]).toMatchObject({ blogId: 'bad-hindi', title: 'Fine' });
    expect(posts.hi[0]).toMatchObject({ blogId: 'bad-hindi', title: 'Fine', lang: 'en' });
    expect(warnings).toEqual([
      'Blog post "bad-hindi" (entry bad1, locale hi-IN) has invalid content: content.0.content.0.nodeType: Value must be one of expected values (expected table-row). The Hindi version is skipped: /hi/ shows the post in English.',
    ]);
    expect(() => accept([bad], true)).toThrow(InvalidContentError);
    expect(() => accept([bad], true)).toThrow(/^Blog post "bad-hindi" \(entry bad1, locale hi-IN\) has invalid content: content\.0\.content\.0\.nodeType: .*table-row/);
  });
});
