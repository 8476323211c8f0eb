/**
 * Turns entries of the Contentful content type 'blog' (links already resolved, as the
 * `contentful` client returns them, or as `resolveLinks` makes them from a raw API response)
 * into the app's BlogPost. The rich text is checked with Contentful's own validator first.
 */
import { validateRichTextDocument, type Document } from '@contentful/rich-text-types';
import type { BlogImage, BlogPost, RejectedPost } from './types';

export const BLOG_CONTENT_TYPE = 'blog';

type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** `//images.ctfassets.net/x.jpg` -> `https://images.ctfassets.net/x.jpg`; local paths unchanged. */
export function absoluteAssetUrl(url: string): string {
  return url.startsWith('//') ? `https:${url}` : url;
}

/** A resolved image asset as the BlogImage the pages use; undefined for links, non-images and files without a URL. */
export function mapImage(asset: unknown): BlogImage | undefined {
  if (!isObject(asset) || !isObject(asset.fields) || !isObject(asset.fields.file)) return undefined;
  const file = asset.fields.file;
  const url = text(file.url);
  if (!url) return undefined;
  if (typeof file.contentType === 'string' && !file.contentType.startsWith('image/')) return undefined;
  const details = isObject(file.details) && isObject(file.details.image) ? file.details.image : {};
  return {
    url: absoluteAssetUrl(url),
    title: text(asset.fields.title),
    width: typeof details.width === 'number' ? details.width : undefined,
    height: typeof details.height === 'number' ? details.height : undefined,
  };
}

/**
 * The document as Contentful stores it: resolved link targets turned back into links, because
 * the validator only accepts `{ sys: { type: 'Link' } }` as a target.
 */
export function unresolveTargets(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(unresolveTargets);
  if (!isObject(node)) return node;
  const copy: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'target' && isObject(value) && isObject(value.sys) && (value.sys.type === 'Asset' || value.sys.type === 'Entry')) {
      copy.target = { sys: { type: 'Link', linkType: value.sys.type, id: value.sys.id } };
    } else {
      copy[key] = unresolveTargets(value);
    }
  }
  return copy;
}

/** The validator's findings as readable lines: `content.0.content.0.nodeType: Value must be one of expected values (table-row)`. */
export function richTextProblems(document: unknown): string[] {
  return validateRichTextDocument(unresolveTargets(document) as Document).map((error) => {
    const path = error.path?.length ? error.path.join('.') : 'document';
    const expected = 'expected' in error && Array.isArray(error.expected) ? ` (expected ${error.expected.join(', ')})` : '';
    return `${path}: ${error.details}${expected}`;
  });
}

export type MappedEntry = { post: BlogPost } | { rejected: RejectedPost };

/** One entry of content type 'blog' as a BlogPost, or the reasons it cannot be published. */
export function mapBlogEntry(entry: unknown): MappedEntry {
  const sys = isObject(entry) && isObject(entry.sys) ? entry.sys : {};
  const fields = isObject(entry) && isObject(entry.fields) ? entry.fields : {};
  const id = text(sys.id) ?? '(no id)';
  const blogId = text(fields.blogId);
  const messages: string[] = [];
  if (!blogId) messages.push('blogId is missing, so the post has no address');
  if (fields.content === undefined || fields.content === null) messages.push('content is missing');
  else messages.push(...richTextProblems(fields.content));
  if (messages.length || !blogId) return { rejected: { id, blogId, messages } };

  const date = text(fields.date);
  const updatedAt = text(sys.updatedAt);
  return {
    post: {
      id,
      blogId,
      title: text(fields.title),
      date: date && !Number.isNaN(Date.parse(date)) ? date : undefined,
      updatedAt: updatedAt && !Number.isNaN(Date.parse(updatedAt)) ? updatedAt : undefined,
      image: mapImage(fields.image),
      content: fields.content as Document,
    },
  };
}

/** How a rejected post is named in the build log. */
export function describeRejected({ id, blogId, locale, messages }: RejectedPost): string {
  return `Blog post ${blogId ? `"${blogId}"` : '(no blogId)'} (entry ${id}${locale ? `, locale ${locale}` : ''}) has invalid content: ${messages.join('; ')}`;
}

/** Newest first; posts without a date last, in a stable order. */
export function byDateDescending(a: BlogPost, b: BlogPost): number {
  const da = a.date ? Date.parse(a.date) : -Infinity;
  const db = b.date ? Date.parse(b.date) : -Infinity;
  if (da !== db) return db - da;
  return a.id.localeCompare(b.id);
}

/** Keeps the first post for each blogId (the first match is used). */
export function uniqueByBlogId(posts: BlogPost[]): { posts: BlogPost[]; duplicates: BlogPost[] } {
  const seen = new Set<string>();
  const unique: BlogPost[] = [];
  const duplicates: BlogPost[] = [];
  for (const post of posts) {
    if (seen.has(post.blogId)) duplicates.push(post);
    else {
      seen.add(post.blogId);
      unique.push(post);
    }
  }
  return { posts: unique, duplicates };
}

/**
 * Resolves the links of a raw Contentful API response (`items` + `includes`) the way the
 * `contentful` client does, so sample posts stored in the API's own shape map the same way.
 * Unresolvable links stay links (the renderers skip them; mapImage ignores them).
 */
export function resolveLinks(response: { items: unknown[]; includes?: { Asset?: unknown[]; Entry?: unknown[] } }): unknown[] {
  const byKey = new Map<string, unknown>();
  const index = (list: unknown[] | undefined, type: string) =>
    list?.forEach((item) => {
      if (isObject(item) && isObject(item.sys)) byKey.set(`${type}:${String(item.sys.id)}`, item);
    });
  index(response.includes?.Asset, 'Asset');
  index(response.includes?.Entry, 'Entry');
  index(response.items, 'Entry');
  const resolve = (node: unknown, depth: number): unknown => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, depth));
    if (!isObject(node)) return node;
    if (isObject(node.sys) && node.sys.type === 'Link') {
      const found = byKey.get(`${String(node.sys.linkType)}:${String(node.sys.id)}`);
      // Entries may link to each other; two levels are enough for a link card.
      return found && depth < 3 ? resolve(found, depth + 1) : node;
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, key === 'sys' ? value : resolve(value, depth)]));
  };
  return response.items.map((item) => resolve(item, 0));
}
