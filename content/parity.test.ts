import { describe, expect, it } from 'vitest';
import { parityProblems } from './content-checks';

describe('parityProblems', () => {
  const en = { slug: 'Cataract', name: 'Cataract', list: ['Blurred sight', 'Glare'], image: { src: '/images/a.jpg', alt: 'An eye' }, count: 3 };
  const hi = { slug: 'Cataract', name: 'मोतियाबिंद', list: ['धुंधला दिखना', 'चकाचौंध'], image: { src: '/images/a.jpg', alt: 'एक आँख' }, count: 3 };

  it('accepts a faithful translation', () => expect(parityProblems(en, hi)).toEqual([]));
  it('names a changed slug, image source or number', () => {
    expect(parityProblems(en, { ...hi, slug: 'मोतियाबिंद', image: { src: '/images/b.jpg', alt: 'x' }, count: 4 })).toEqual([
      'slug: must stay "Cataract"',
      'image.src: must stay "/images/a.jpg"',
      'count: must stay 3',
    ]);
  });
  it('names a list of another length, a missing key and an extra key', () => {
    const withoutName: Partial<typeof hi> = { ...hi };
    delete withoutName.name;
    expect(parityProblems(en, { ...withoutName, list: ['एक'], extra: 'x' })).toEqual([
      'extra: not in English',
      'name: missing',
      'list: 1 items, English has 2',
    ]);
  });
  it('names English text copied over, except where Latin letters are allowed', () => {
    expect(parityProblems(en, { ...hi, list: ['Blurred sight', 'चकाचौंध'] })).toEqual(['list[0]: left in English ("Blurred sight")']);
    expect(parityProblems({ q: 'MBBS, MS' }, { q: 'MBBS, MS' }, { latinAllowed: /^[A-Z(),. ]+$/ })).toEqual([]);
  });
  it('lets a text-only mirror leave keys out when partial', () => {
    expect(parityProblems(en, { name: 'मोतियाबिंद' }, { partial: true })).toEqual([]);
  });
});
