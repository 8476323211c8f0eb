import { describe, expect, it } from 'vitest';
import { DRAWN_ATTRIBUTE, FIRST_PAINT_ATTRIBUTE, PARTS_PER_FRAME, firstPaintScript } from './first-paint';

type Entry = { name: string };

/** Runs the head script against a stand-in page; `paint` then reports paint entries to its observer. */
function boot({ hash = '', navigation = 'navigate' as string | null, visibility = 'visible', paintSupported = true, observer = true } = {}) {
  const attributes = new Set<string>();
  const documentElement = {
    setAttribute: (name: string) => attributes.add(name),
    removeAttribute: (name: string) => attributes.delete(name),
  };
  let callback: ((list: { getEntriesByName: (name: string) => Entry[] }) => void) | null = null;
  let observed: unknown = null;
  let disconnected = false;
  class PerformanceObserver {
    static supportedEntryTypes = paintSupported ? ['navigation', 'paint'] : ['navigation'];
    constructor(cb: typeof callback) {
      callback = cb;
    }
    observe(options: unknown) {
      observed = options;
    }
    disconnect() {
      disconnected = true;
    }
  }
  const self = { PerformanceObserver: observer ? PerformanceObserver : undefined };
  const performance = { getEntriesByType: (type: string) => (type === 'navigation' && navigation ? [{ type: navigation }] : []) };
  // Five parts, in document order; querySelectorAll answers those not yet let go.
  const parts = [0, 1, 2, 3, 4].map(() => new Set<string>());
  const querySelectorAll = (selector: string) => {
    expect(selector).toBe(`.paint-later:not([${DRAWN_ATTRIBUTE}])`);
    return parts.filter((p) => !p.has(DRAWN_ATTRIBUTE)).map((part) => ({ setAttribute: (name: string) => part.add(name) }));
  };
  const document = { documentElement, visibilityState: visibility, querySelectorAll };
  const frames: (() => void)[] = [];
  const requestAnimationFrame = (f: () => void) => frames.push(f);
  new Function('self', 'performance', 'document', 'location', 'requestAnimationFrame', firstPaintScript)(self, performance, document, { hash }, requestAnimationFrame);
  return {
    held: () => attributes.has(FIRST_PAINT_ATTRIBUTE),
    drawn: () => parts.filter((p) => p.has(DRAWN_ATTRIBUTE)).length,
    /** Runs the frame callbacks waiting now (those they ask for wait for the next frame); returns how many ran. */
    frame: () => frames.splice(0).map((f) => f()).length,
    observed: () => observed,
    disconnected: () => disconnected,
    paint: (...names: string[]) => callback?.({ getEntriesByName: (name) => names.filter((n) => n === name).map((n) => ({ name: n })) }),
  };
}

describe('firstPaintScript', () => {
  it('holds the parts back on a plain visit until the first contentful paint is reported, then lets them go two a frame, then takes the attribute off', () => {
    const page = boot();
    expect(page.held()).toBe(true);
    expect(page.observed()).toEqual({ type: 'paint', buffered: true });
    page.paint('first-paint');
    expect(page.frame()).toBe(0);
    page.paint('first-paint', 'first-contentful-paint');
    expect(page.disconnected()).toBe(true);
    expect(page.drawn()).toBe(0);
    // Five parts, PARTS_PER_FRAME a frame from the top: 2, 4, 5 with two a frame.
    const frames = Math.ceil(5 / PARTS_PER_FRAME);
    for (const drawn of Array.from({ length: frames }, (_, i) => Math.min(5, (i + 1) * PARTS_PER_FRAME))) {
      expect(page.frame()).toBe(1);
      expect(page.drawn()).toBe(drawn);
      expect(page.held()).toBe(true);
    }
    expect(page.frame()).toBe(1);
    expect(page.held()).toBe(false);
    expect(page.frame()).toBe(0);
  });

  it.each([
    ['an address naming a part', { hash: '#faq-title' }],
    ['a reload', { navigation: 'reload' }],
    ['back or forward', { navigation: 'back_forward' }],
    ['a hidden page (background tab, prerender)', { visibility: 'hidden' }],
    ['a browser that does not report paints', { paintSupported: false }],
    ['a browser without PerformanceObserver', { observer: false }],
  ])('holds nothing back for %s', (_, options) => {
    expect(boot(options).held()).toBe(false);
  });

  it('still holds back when the browser has no navigation entry to tell the kind of visit', () => {
    expect(boot({ navigation: null }).held()).toBe(true);
  });
});
