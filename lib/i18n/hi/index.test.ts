import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { hi } from '.';

/** Every string with its path, so a failing slot names the key. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
}

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('Hindi dictionary', () => {
  // The type checks keys; format() needs the same {slots} too, which types cannot see.
  it('keeps every {placeholder} of the English string', () => {
    const hindi = new Map(strings(hi));
    const wrong = strings(en).filter(([path, text]) => slots(text).join() !== slots(hindi.get(path) ?? '').join());
    expect(wrong.map(([path]) => path)).toEqual([]);
  });

  it('is written in Devanagari, apart from slots, brand names and abbreviations', () => {
    const bare = (text: string) => text.replace(/\{\w+\}/g, '');
    const english = strings(hi).filter(([, text]) => !/[\u0900-\u097F]/.test(bare(text)) && /[a-z]{3}/i.test(bare(text)));
    expect(english.map(([path]) => path)).toEqual([]);
  });
});
