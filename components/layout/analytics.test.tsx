import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Analytics } from './analytics';
import { PlausibleScript } from './plausible-script';

describe('Analytics', () => {
  it('renders nothing when PLAUSIBLE_DOMAIN is not set', () => {
    expect(Analytics({})).toBeNull();
    expect(renderToStaticMarkup(<Analytics />)).toBe('');
  });
  it('loads Plausible for the configured domain when it is set', () => {
    const element = Analytics({ plausibleDomain: 'example.org' });
    expect(element?.type).toBe(PlausibleScript);
    expect(element?.props).toEqual({ domain: 'example.org' });
  });
});
