/** The content model file for `contentful space import` matches what the site reads and renders. */
import { describe, expect, it } from 'vitest';
import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import { contentfulLocales } from '@/lib/cms/locales';
import { BLOG_CONTENT_TYPE } from '@/lib/cms/mapping';
import model from './contentful-model.json';
import { sampleBlogResponse } from '.';

const [blog] = model.contentTypes;

describe('contentful-model.json', () => {
  it('defines the blog content type with the fields the mapping reads', () => {
    expect(model.contentTypes).toHaveLength(1);
    expect(blog.sys.id).toBe(BLOG_CONTENT_TYPE);
    expect(blog.displayField).toBe('title');
    expect(Object.fromEntries(blog.fields.map((f) => [f.id, f.type]))).toEqual({ title: 'Symbol', blogId: 'Symbol', date: 'Date', image: 'Link', content: 'RichText' });
    expect(blog.fields.find((f) => f.id === 'image')?.linkType).toBe('Asset');
  });

  it('localizes title, content and image; blogId and date are one for every locale', () => {
    expect(blog.fields.filter((f) => f.localized).map((f) => f.id)).toEqual(['title', 'image', 'content']);
  });

  it('sample posts have values in other locales only for the localized fields', () => {
    const localized = new Set(blog.fields.filter((f) => f.localized).map((f) => f.id));
    for (const item of sampleBlogResponse().items as { fields: Record<string, Record<string, unknown>> }[]) {
      for (const [id, values] of Object.entries(item.fields)) {
        const codes = Object.keys(values);
        expect(codes, id).toContain(contentfulLocales.en);
        if (!localized.has(id)) expect(codes, id).toEqual([contentfulLocales.en]);
        for (const code of codes) expect(Object.values(contentfulLocales), id).toContain(code);
      }
    }
  });

  it('has the shape contentful-import accepts', () => {
    for (const field of blog.fields) {
      expect(typeof field.name).toBe('string');
      // contentful-import's schema: linkType only on Link fields.
      expect('linkType' in field).toBe(field.type === 'Link');
    }
    for (const control of model.editorInterfaces[0].controls) expect(Object.keys(control).sort()).toEqual(['fieldId', 'widgetId']);
    expect(model.editorInterfaces[0].sys.contentType.sys.id).toBe(BLOG_CONTENT_TYPE);
  });

  it('enables every mark and the node types the renderers handle', () => {
    const content = blog.fields.find((f) => f.id === 'content')!;
    const validations = content.validations as { enabledMarks?: string[]; enabledNodeTypes?: string[] }[];
    expect(validations.find((v) => v.enabledMarks)?.enabledMarks?.sort()).toEqual(Object.values(MARKS).sort());
    const enabled = validations.find((v) => v.enabledNodeTypes)!.enabledNodeTypes!;
    for (const type of [BLOCKS.HEADING_1, BLOCKS.HEADING_6, BLOCKS.OL_LIST, BLOCKS.UL_LIST, BLOCKS.HR, BLOCKS.QUOTE, BLOCKS.TABLE, BLOCKS.EMBEDDED_ASSET, INLINES.HYPERLINK]) {
      expect(enabled).toContain(type);
    }
  });

  it('covers every field the sample posts use', () => {
    const ids = new Set(blog.fields.map((f) => f.id));
    for (const item of sampleBlogResponse().items as { fields: Record<string, unknown> }[]) {
      for (const key of Object.keys(item.fields)) expect(ids.has(key), key).toBe(true);
    }
  });
});
