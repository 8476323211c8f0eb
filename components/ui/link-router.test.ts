import { describe, expect, it } from 'vitest';
import { routerPath, type LinkAnchor, type LinkClick } from './link-router';

const click: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const here = { origin: 'https://eyes.example.org', pathname: '/hi/about/', search: '' };
const link = (href: string, extra: Partial<LinkAnchor> = {}): LinkAnchor => ({ href, target: '', hasDownload: false, ...extra });

describe('routerPath', () => {
  it('routes a plain click on a link to another page of the site', () => {
    expect(routerPath(click, link('https://eyes.example.org/hi/costs/'), here)).toBe('/hi/costs/');
    expect(routerPath(click, link('https://eyes.example.org/treatment-details/Cataract/?from=home#care'), here)).toBe('/treatment-details/Cataract/?from=home#care');
    expect(routerPath(click, link('/blog/page/2/'), here)).toBe('/blog/page/2/');
  });

  it('leaves new-tab clicks, targets and downloads to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(routerPath({ ...click, [key]: true }, link('/costs/'), here), key).toBeNull();
    }
    expect(routerPath({ ...click, button: 1 }, link('/costs/'), here)).toBeNull();
    expect(routerPath(click, link('/costs/', { target: '_blank' }), here)).toBeNull();
    expect(routerPath(click, link('/costs/', { target: '_self' }), here)).toBe('/costs/');
    expect(routerPath(click, link('/files/price-list.pdf', { hasDownload: true }), here)).toBeNull();
  });

  it('leaves a click another handler has taken, another site and a place on this page alone', () => {
    expect(routerPath({ ...click, defaultPrevented: true }, link('/costs/'), here)).toBeNull();
    expect(routerPath(click, link('https://wa.me/911234567890'), here)).toBeNull();
    expect(routerPath(click, link('https://eyes.example.org/hi/about/#team'), here)).toBeNull();
    expect(routerPath(click, link('https://eyes.example.org/about/#team'), here)).toBe('/about/#team');
  });
});
