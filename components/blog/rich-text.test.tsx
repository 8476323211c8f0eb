import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Document } from '@contentful/rich-text-types';
import { RichText } from './rich-text';

const text = (value: string, marks: string[] = []) => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
const link = (uri: string, value: string) => ({ nodeType: 'hyperlink', data: { uri }, content: [text(value)] });
const doc = (...content: unknown[]) => ({ nodeType: 'document', data: {}, content }) as unknown as Document;
const paragraph = (...content: unknown[]) => ({ nodeType: 'paragraph', data: {}, content });

function render(document: Document): string {
  return renderToStaticMarkup(<RichText document={document} locale="en" />);
}

describe('RichText', () => {
  it('renders javascript: and other unsafe hyperlinks as plain text', () => {
    const html = render(doc(paragraph(link('javascript:alert(1)', 'click me'), link('data:text/html,x', 'data'), link('https://example.org/', 'safe'))));
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text');
    expect(html).toContain('<span data-node="unsafe-link">click me</span>');
    expect(html).toMatch(/<a href="https:\/\/example\.org\/" target="_blank" rel="noopener noreferrer"[^>]*>safe/);
  });

  it('renders every mark with its element', () => {
    const html = render(doc(paragraph(...['bold', 'italic', 'underline', 'code', 'superscript', 'subscript', 'strikethrough'].map((mark) => text(mark, [mark])))));
    for (const tag of ['strong', 'em', 'u', 'code', 'sup', 'sub', 's']) expect(html).toMatch(new RegExp(`<${tag}[ >]`));
  });

  it('renders nothing for embeds whose targets are unresolved, and text for their links', () => {
    const unresolved = { sys: { type: 'Link', linkType: 'Entry', id: 'gone' } };
    const html = render(
      doc(
        { nodeType: 'embedded-asset-block', data: { target: { sys: { type: 'Link', linkType: 'Asset', id: 'gone' } } }, content: [] },
        { nodeType: 'embedded-entry-block', data: { target: unresolved }, content: [] },
        { nodeType: 'embedded-resource-block', data: { target: { sys: { type: 'ResourceLink', urn: 'crn:x' } } }, content: [] },
        paragraph({ nodeType: 'entry-hyperlink', data: { target: unresolved }, content: [text('old post')] }),
      ),
    );
    expect(html).toBe('<div data-testid="post-body" class="text-base text-slate-800 sm:text-lg dark:text-slate-100"><p data-node="paragraph" class="my-4 leading-relaxed"><span>old post</span></p></div>');
  });

  it('links embedded and linked blog entries to their posts', () => {
    const entry = { sys: { type: 'Entry', id: 'e2', contentType: { sys: { id: 'blog' } } }, fields: { blogId: 'red-eye', title: 'Red eye' } };
    const html = render(doc(paragraph({ nodeType: 'entry-hyperlink', data: { target: entry }, content: [text('see this')] }), { nodeType: 'embedded-entry-block', data: { target: entry }, content: [] }));
    // next/link drops the trailing slash outside a Next build (the site config adds it back).
    expect(html).toMatch(/href="\/blogs\/red-eye\/?"/);
    expect(html).toContain('>see this</a>');
    expect(html).toContain('>Red eye</a>');
  });
});
