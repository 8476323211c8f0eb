import { describe, expect, it } from 'vitest';
import type { Document } from '@contentful/rich-text-types';
import { firstParagraphText, isWebLink, safeHref, truncate } from './rich-text';

describe('safeHref (hyperlink URI rule)', () => {
  it('allows http, https, mailto and tel', () => {
    expect(safeHref('https://example.org/a?b=c')).toBe('https://example.org/a?b=c');
    expect(safeHref('http://example.org')).toBe('http://example.org');
    expect(safeHref('mailto:care@example.org')).toBe('mailto:care@example.org');
    expect(safeHref(' tel:+919876543210 ')).toBe('tel:+919876543210');
  });

  it('refuses javascript: in any spelling, and other schemes', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref(' javascript:alert(1)')).toBeUndefined();
    expect(safeHref('java\tscript:alert(1)')).toBeUndefined();
    expect(safeHref('java\nscript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeHref('vbscript:msgbox(1)')).toBeUndefined();
    expect(safeHref('file:///etc/passwd')).toBeUndefined();
  });

  it('refuses relative, empty and non-string URIs', () => {
    expect(safeHref('/about/')).toBeUndefined();
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('')).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
    expect(safeHref(42)).toBeUndefined();
  });

  it('isWebLink tells web links from mail and phone', () => {
    expect(isWebLink('https://x.org')).toBe(true);
    expect(isWebLink('tel:+91')).toBe(false);
  });
});

describe('firstParagraphText', () => {
  const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
  const doc = {
    nodeType: 'document',
    data: {},
    content: [
      { nodeType: 'heading-2', data: {}, content: [text('Heading')] },
      { nodeType: 'paragraph', data: {}, content: [text('  ')] },
      { nodeType: 'blockquote', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [text('Quoted '), { nodeType: 'hyperlink', data: { uri: 'https://x.org' }, content: [text('link')] }, text(' text.')] }] },
      { nodeType: 'paragraph', data: {}, content: [text('Later.')] },
    ],
  } as unknown as Document;

  it('takes the first non-empty paragraph in reading order, inline text included', () => {
    expect(firstParagraphText(doc)).toBe('Quoted link text.');
  });

  it('is undefined for a body without paragraphs', () => {
    expect(firstParagraphText({ nodeType: 'document', data: {}, content: [] } as unknown as Document)).toBeUndefined();
  });

  it('truncate cuts at a word boundary and marks the cut', () => {
    expect(truncate('Short.', 160)).toBe('Short.');
    const long = 'Most people who come to us for cataract surgery walk in the morning and go home the same afternoon, rested.';
    const cut = truncate(long, 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut).toBe('Most people who come to us for cataract surgery walk in…');
  });
});
