/** Rules the rich-text renderers and page metadata apply to post bodies (no JSX here). */
import type { Document } from '@contentful/rich-text-types';

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The href for an editor's hyperlink, or undefined when it must not be a link: only absolute
 * http(s), mailto and tel URIs pass (no javascript:, data:, relative or malformed ones).
 */
export function safeHref(uri: unknown): string | undefined {
  if (typeof uri !== 'string') return undefined;
  const trimmed = uri.trim();
  try {
    // The URL parser strips tabs and newlines, so "java\tscript:" is caught as javascript:.
    const url = new URL(trimmed);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a link leaves the site (opens in a new tab). */
export function isWebLink(href: string): boolean {
  return /^https?:/i.test(href);
}

interface AnyNode {
  nodeType: string;
  value?: string;
  content?: AnyNode[];
}

function plainText(node: AnyNode): string {
  if (node.nodeType === 'text') return node.value ?? '';
  return (node.content ?? []).map(plainText).join('');
}

/** The first non-empty paragraph as plain text, cut at a word boundary to `max` characters (page description). */
export function firstParagraphText(document: Document, max = 160): string | undefined {
  const stack: AnyNode[] = [document as unknown as AnyNode];
  // Depth-first, in reading order.
  while (stack.length) {
    const node = stack.shift()!;
    if (node.nodeType === 'paragraph') {
      const text = plainText(node).replace(/\s+/g, ' ').trim();
      if (text) return truncate(text, max);
      continue;
    }
    stack.unshift(...(node.content ?? []));
  }
  return undefined;
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
