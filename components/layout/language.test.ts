import { describe, expect, it } from 'vitest';
import { otherLocale, prefersLocale, twinPath } from './language';

describe('otherLocale', () => {
  it('leads from each language to the other', () => {
    expect(otherLocale('en')).toBe('hi');
    expect(otherLocale('hi')).toBe('en');
  });
});

describe('twinPath', () => {
  it('adds and removes the /hi prefix', () => {
    expect(twinPath('/', 'hi')).toBe('/hi/');
    expect(twinPath('/hi/', 'en')).toBe('/');
    expect(twinPath('/about/', 'hi')).toBe('/hi/about/');
    expect(twinPath('/hi/about/', 'en')).toBe('/about/');
  });

  it('keeps a trailing slash even when the path arrives without one', () => {
    expect(twinPath('/about', 'hi')).toBe('/hi/about/');
    expect(twinPath('/hi', 'en')).toBe('/');
  });

  it('encodes names with spaces once, whether they arrive encoded or not', () => {
    expect(twinPath('/projects/One Eye One Tree/', 'hi')).toBe('/hi/projects/One%20Eye%20One%20Tree/');
    expect(twinPath('/projects/One%20Eye%20One%20Tree/', 'hi')).toBe('/hi/projects/One%20Eye%20One%20Tree/');
    expect(twinPath('/hi/doctor-profile/Dr.%20A.%20Kumar/', 'en')).toBe('/doctor-profile/Dr.%20A.%20Kumar/');
  });

  it('leaves out query and hash (they may hold what a visitor typed)', () => {
    expect(twinPath('/appointment/?branch=chatra#form', 'hi')).toBe('/hi/appointment/');
  });

  it('keeps a path already in the target language as it is', () => {
    expect(twinPath('/hi/blog/', 'hi')).toBe('/hi/blog/');
  });
});

describe('prefersLocale', () => {
  it('is true when Hindi comes before English, or there is no English', () => {
    expect(prefersLocale(['hi-IN', 'en-US', 'en'], 'hi')).toBe(true);
    expect(prefersLocale(['hi'], 'hi')).toBe(true);
    expect(prefersLocale(['bn-IN', 'HI-in', 'en'], 'hi')).toBe(true);
  });

  it('is false when English comes first or Hindi is missing', () => {
    expect(prefersLocale(['en-IN', 'hi-IN'], 'hi')).toBe(false);
    expect(prefersLocale(['en-US'], 'hi')).toBe(false);
    expect(prefersLocale([], 'hi')).toBe(false);
    expect(prefersLocale(['hil'], 'hi')).toBe(false);
  });
});
