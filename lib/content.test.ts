import { describe, expect, it } from 'vitest';
import { site as siteEn } from '@/content/site';
import { site as siteHi } from '@/content/site.hi';
import { doctorSlugs, getContent, getDoctor, getProject, getTreatment, overlayTexts, projectSlugs, treatmentSlugs } from './content';

describe('overlayTexts', () => {
  it('lays strings over objects by key and arrays by position, keeping what the texts leave out', () => {
    const base = { name: 'A', phone: '123', list: [{ label: 'x', value: 1 }, { label: 'y', value: 2 }] };
    expect(overlayTexts(base, { name: 'अ', list: [{ label: 'क' }] })).toEqual({
      name: 'अ',
      phone: '123',
      list: [{ label: 'क', value: 1 }, { label: 'y', value: 2 }],
    });
  });

  it('never lets a text replace a non-text value, and leaves the base untouched', () => {
    const base = { value: 5, nested: { link: 'https://example.org' } };
    expect(overlayTexts(base, { value: 'पाँच' })).toEqual(base);
    expect(overlayTexts(base, undefined)).toBe(base);
  });
});

describe('getContent', () => {
  it('gives Hindi texts with the English facts on Hindi pages', () => {
    const hi = getContent('hi');
    expect(hi.site.name).toBe(siteHi.name);
    expect(hi.site.contact.phone).toEqual(siteEn.contact.phone);
    expect(hi.site.contact.email).toBe(siteEn.contact.email);
    expect(hi.branches.map((b) => b.id)).toEqual(getContent('en').branches.map((b) => b.id));
    expect(hi.branches[0].name).not.toBe(getContent('en').branches[0].name);
  });

  it('finds each treatment, project and doctor by the same slug in every language, named in that language', () => {
    for (const slug of treatmentSlugs) {
      expect(getTreatment(slug, 'en')?.name).toBe(slug);
      expect(getTreatment(slug, 'hi')?.name).toMatch(/[\u0900-\u097F]/);
    }
    for (const slug of projectSlugs) expect(getProject(slug, 'hi')?.slug).toBe(slug);
    for (const slug of doctorSlugs) expect(getDoctor(slug, 'hi')?.name).toMatch(/^डॉ/);
    expect(getTreatment('मोतियाबिंद', 'hi')).toBeUndefined();
  });
});
