import { describe, expect, it } from 'vitest';
import { byDateDescending, mapBlogEntry, mapImage, resolveLinks, richTextProblems, unresolveTargets } from './mapping';
import type { BlogPost } from './types';

const doc = { nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'Hello', marks: [], data: {} }] }] };
const photo = { sys: { id: 'a1', type: 'Asset' }, fields: { title: 'Camp', file: { url: '//images.ctfassets.net/s/a/b/c.jpg', contentType: 'image/jpeg', details: { image: { width: 1200, height: 800 } } } } };

function entry(fields: Record<string, unknown>, id = 'e1', sys: Record<string, unknown> = {}) {
  return { sys: { id, type: 'Entry', contentType: { sys: { id: 'blog' } }, ...sys }, fields };
}

describe('mapBlogEntry', () => {
  it('maps every field of a complete entry', () => {
    expect(mapBlogEntry(entry({ title: ' Camp day ', blogId: 'camp-day', date: '2026-03-01T09:00+05:30', image: photo, content: doc }, 'e1', { updatedAt: '2026-03-04T08:00:00.000Z' }))).toEqual({
      post: {
        id: 'e1',
        blogId: 'camp-day',
        title: 'Camp day',
        date: '2026-03-01T09:00+05:30',
        updatedAt: '2026-03-04T08:00:00.000Z',
        image: { url: 'https://images.ctfassets.net/s/a/b/c.jpg', title: 'Camp', width: 1200, height: 800 },
        content: doc,
      },
    });
  });

  it('keeps a post without title, date or image (the pages show their fallbacks)', () => {
    const result = mapBlogEntry(entry({ blogId: 'x', content: doc, title: '  ', date: 'not a date' }));
    expect(result).toEqual({ post: { id: 'e1', blogId: 'x', title: undefined, date: undefined, updatedAt: undefined, image: undefined, content: doc } });
  });

  it('rejects an entry without blogId or content, naming why', () => {
    expect(mapBlogEntry(entry({ title: 'No address', content: doc }))).toEqual({
      rejected: { id: 'e1', blogId: undefined, messages: ['blogId is missing, so the post has no address'] },
    });
    expect(mapBlogEntry(entry({ blogId: 'empty' }))).toEqual({ rejected: { id: 'e1', blogId: 'empty', messages: ['content is missing'] } });
  });

  it('rejects rich text that fails validateRichTextDocument, with the validator messages', () => {
    const bad = { nodeType: 'document', data: {}, content: [{ nodeType: 'hyperlink', data: {}, content: [] }] };
    const result = mapBlogEntry(entry({ blogId: 'bad', content: bad }));
    expect('rejected' in result && result.rejected.messages.length).toBeGreaterThan(0);
    expect(richTextProblems({ nodeType: 'paragraph', data: {}, content: [] })[0]).toMatch(/^nodeType: .*document/);
  });
});

describe('mapImage', () => {
  it('ignores unresolved links, non-images and files without a URL', () => {
    expect(mapImage({ sys: { type: 'Link', linkType: 'Asset', id: 'gone' } })).toBeUndefined();
    expect(mapImage({ sys: { id: 'pdf' }, fields: { title: 'Leaflet', file: { url: '//assets.ctfassets.net/x.pdf', contentType: 'application/pdf' } } })).toBeUndefined();
    expect(mapImage({ sys: { id: 'n' }, fields: { file: {} } })).toBeUndefined();
  });

  it('passes local sample paths through', () => {
    expect(mapImage({ fields: { file: { url: '/images/blog/a.jpg', contentType: 'image/jpeg' } } })).toEqual({ url: '/images/blog/a.jpg', title: undefined, width: undefined, height: undefined });
  });
});

describe('links', () => {
  const raw = {
    items: [entry({ blogId: 'p', image: { sys: { type: 'Link', linkType: 'Asset', id: 'a1' } }, content: { ...doc, content: [{ nodeType: 'embedded-asset-block', data: { target: { sys: { type: 'Link', linkType: 'Asset', id: 'a1' } } }, content: [] }, { nodeType: 'embedded-asset-block', data: { target: { sys: { type: 'Link', linkType: 'Asset', id: 'missing' } } }, content: [] }] } })],
    includes: { Asset: [photo] },
  };

  it('resolveLinks fills links from includes and leaves unresolvable ones as links', () => {
    const [resolved] = resolveLinks(raw) as { fields: { image: unknown; content: { content: { data: { target: unknown } }[] } } }[];
    expect(resolved.fields.image).toEqual(photo);
    expect(resolved.fields.content.content[0].data.target).toEqual(photo);
    expect(resolved.fields.content.content[1].data.target).toEqual({ sys: { type: 'Link', linkType: 'Asset', id: 'missing' } });
  });

  it('unresolveTargets gives the validator the stored link shape back', () => {
    const [resolved] = resolveLinks(raw) as { fields: { content: unknown } }[];
    expect(unresolveTargets(resolved.fields.content)).toEqual(raw.items[0].fields.content);
    expect(richTextProblems(resolved.fields.content)).toEqual([]);
  });
});

describe('byDateDescending', () => {
  it('puts the newest first and undated posts last', () => {
    const post = (id: string, date?: string) => ({ id, blogId: id, date, content: doc }) as BlogPost;
    const sorted = [post('b'), post('old', '2025-01-01T00:00Z'), post('a'), post('new', '2026-01-01T00:00Z')].sort(byDateDescending);
    expect(sorted.map((p) => p.id)).toEqual(['new', 'old', 'a', 'b']);
  });
});
