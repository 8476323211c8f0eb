import { describe, expect, it } from 'vitest';
import { emptyFields, paragraphs, repeatedAcross } from './content-checks';

const long = 'A paragraph long enough to count as real text that must not be copied.';

describe('content checks', () => {
  it('finds empty strings, empty lists and missing values at any depth', () => {
    expect(emptyFields({ a: 'x', b: { c: ['y', ' '] }, d: [], e: undefined, n: 3 })).toEqual(['b.c[1]', 'd', 'e']);
    expect(emptyFields({ a: 'x', b: [{ c: 'y' }] })).toEqual([]);
  });

  it('collects only texts of paragraph length', () => {
    expect(paragraphs({ title: 'Short', list: [long, { deep: long }] })).toEqual([long, long]);
  });

  it('reports a text repeated in two owners but not within one', () => {
    expect(repeatedAcross([{ name: 'A', value: [long, long] }, { name: 'B', value: ['other text that is long enough to be a paragraph of its own.'] }])).toEqual([]);
    expect(repeatedAcross([{ name: 'A', value: [long] }, { name: 'B', value: { x: long.toUpperCase() } }])).toHaveLength(1);
  });
});
