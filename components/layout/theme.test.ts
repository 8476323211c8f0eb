import { describe, expect, it } from 'vitest';
import { prefersDark, themeBootScript } from './theme';

describe('prefersDark', () => {
  it('follows a stored choice', () => {
    expect(prefersDark('true', false)).toBe(true);
    expect(prefersDark('false', true)).toBe(false);
  });

  it.each([null, '', 'yes please', 'TRUE', '1', 'dark'])('follows the system for %j', (stored) => {
    expect(prefersDark(stored, true)).toBe(true);
    expect(prefersDark(stored, false)).toBe(false);
  });
});

/** Runs the boot script against a stand-in page and returns the theme it applied. */
function boot(storage: () => string | null, systemDark: boolean) {
  const classes = new Set<string>();
  const root = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    style: { colorScheme: '' },
  };
  const localStorage = { getItem: storage };
  const window = { matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }) };
  new Function('localStorage', 'window', 'document', themeBootScript)(localStorage, window, { documentElement: root });
  return { dark: classes.has('dark'), colorScheme: root.style.colorScheme };
}

describe('themeBootScript', () => {
  it('applies a stored choice over the system', () => {
    expect(boot(() => 'false', true)).toEqual({ dark: false, colorScheme: 'light' });
    expect(boot(() => 'true', false)).toEqual({ dark: true, colorScheme: 'dark' });
  });

  it('falls back to the system for a value that is not a choice', () => {
    expect(boot(() => 'yes please', true)).toEqual({ dark: true, colorScheme: 'dark' });
  });

  it('falls back to the system when storage is blocked', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(boot(blocked, true)).toEqual({ dark: true, colorScheme: 'dark' });
    expect(boot(blocked, false)).toEqual({ dark: false, colorScheme: 'light' });
  });
});
