import { describe, expect, test } from 'vitest';
import { COMPILE_HINT, hintStartupChunks, inlineStylesheets, LOADER, paintFirst, paintFirstLoads, withCompileHint } from './paint-first.mjs';

const page = (head: string, body: string) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

const NEXT_HEAD =
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>';

describe('paint-first', () => {
  test('takes every async Next chunk and script preload out of the page and runs them, in order, from one loader at the end of <body>', () => {
    const html = page(NEXT_HEAD, '<main><p>Cataract</p></main><script>self.__next_f.push([1,"x"])</script><script src="/_next/static/chunks/page.js" async=""></script>');
    const out = paintFirst(html);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
    // Untouched: the stylesheet, the inline page data, the nomodule polyfill, the content.
    expect(out).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
    expect(out).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(out).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
    expect(out).toContain('<main><p>Cataract</p></main>');
    const loader = out.match(/<script data-paint-first="">([\s\S]*?)<\/script><\/body><\/html>$/);
    expect(loader?.[1]).toBe(`${LOADER}(["/_next/static/chunks/react.js","/_next/static/chunks/turbopack-x.js","/_next/static/chunks/page.js"],null)`);
  });

  test('moves the inline RSC data out when it is byte for byte the index.txt beside the page, and fetches it by a hashed address', () => {
    const pushes = '<script>self.__next_f.push([1,"1:\\"$Sreact\\"\\n"])</script><script>self.__next_f.push([1,"0:[\\"$\\",\\"main\\"]\\n"])</script>';
    const html = page(`${NEXT_HEAD}<script>(self.__next_f=self.__next_f||[]).push([0])</script>`, `<main>x</main>${pushes}`);
    const text = '1:"$Sreact"\n0:["$","main"]\n';
    const out = paintFirst(html, { text, url: '/about/index.txt' });
    expect(out).not.toContain('self.__next_f.push([1');
    expect(out).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    const loads = paintFirstLoads(out);
    expect(loads?.chunks).toEqual(["/_next/static/chunks/react.js", "/_next/static/chunks/turbopack-x.js"]);
    expect(loads?.flight).toMatch(/^\/about\/index\.txt\?v=[0-9a-f]{12}$/);
    expect(paintFirstLoads(paintFirst(html, { text: `${text}changed`, url: '/about/index.txt' }))?.flight).not.toBe(loads?.flight);
    // Different data (an older or newer index.txt): the inline data stays and nothing is fetched.
    const kept = paintFirst(html, { text: '0:["$","other"]\n', url: '/about/index.txt' });
    expect(kept).toContain(pushes);
    expect(paintFirstLoads(kept)?.flight).toBeNull();
  });

  test('is idempotent and leaves pages without Next chunks alone', () => {
    const once = paintFirst(page(NEXT_HEAD, '<p>x</p>'));
    expect(paintFirst(once)).toBe(once);
    const plain = page('<title>Offline</title>', '<p>No scripts</p>');
    expect(paintFirst(plain)).toBe(plain);
  });

  test('refuses a page it cannot place the loader in', () => {
    expect(() => paintFirst('<script src="/_next/static/chunks/a.js" async=""></script><p>no body</p>')).toThrow(/<\/head> or <\/body>/);
  });

  test('the loader runs the scripts after a painted frame and the high-priority pictures, and at once in a hidden page', () => {
    // Runs the loader against a minimal fake document; `tick` plays the frames and tasks it queued.
    const run = (visibility: string, pictures: { complete: boolean }[]) => {
      const added: string[] = [];
      const queue: (() => void)[] = [];
      const listeners: Record<string, () => void>[] = pictures.map(() => ({}));
      const imgs = pictures.map((p, i) => ({ ...p, addEventListener: (type: string, f: () => void) => (listeners[i][type] = f) }));
      const doc = {
        visibilityState: visibility,
        documentElement: {},
        addEventListener: () => {},
        querySelectorAll: () => imgs,
        createElement: () => ({}) as { src?: string },
        head: { appendChild: (s: { src: string }) => added.push(s.src) },
      };
      class FakeResizeObserver {
        constructor(private report: () => void) {}
        observe() {
          queue.push(() => this.report());
        }
        disconnect() {}
      }
      class FakeMessageChannel {
        port1: { onmessage?: () => void } = {};
        port2 = { postMessage: () => queue.push(() => this.port1.onmessage!()) };
      }
      // The first paint: a PerformanceObserver told of a first-contentful-paint entry (buffered).
      class FakePerformanceObserver {
        static supportedEntryTypes = ['paint'];
        constructor(private report: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
        observe() {
          queue.push(() => this.report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }));
        }
        disconnect() {}
      }
      const fn = new Function('document', 'self', 'ResizeObserver', 'MessageChannel', 'setTimeout', `${LOADER}(["/a.js","/b.js"],null)`);
      fn(doc, { PerformanceObserver: FakePerformanceObserver }, FakeResizeObserver, FakeMessageChannel, () => undefined);
      const tick = () => {
        while (queue.length) queue.shift()!();
      };
      return { added, tick, listeners };
    };
    const hidden = run('hidden', []);
    expect(hidden.added).toEqual(['/a.js', '/b.js']);

    const visible = run('visible', []);
    expect(visible.added).toEqual([]);
    visible.tick();
    expect(visible.added).toEqual(['/a.js', '/b.js']);

    const waiting = run('visible', [{ complete: false }, { complete: true }]);
    waiting.tick();
    expect(waiting.added).toEqual([]);
    waiting.listeners[0].load();
    expect(waiting.added).toEqual([]);
    waiting.tick();
    expect(waiting.added).toEqual(['/a.js', '/b.js']);
  });
});

describe('inline stylesheet', () => {
  test('puts the whole stylesheet in the page where its link was, and keeps the link, disabled (never fetched), for React to adopt', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'inline-css-'));
    mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
    const css = '.used{color:red}.unused{color:blue}@media (width>=40rem){.used{color:green}}';
    writeFileSync(path.join(dir, '_next/static/chunks/site.css'), `${css}\n/*# sourceMappingURL=site.css.map*/`);
    const html = page('<meta charset="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/><title>t</title>', '<p class="used">x</p>');
    const out = inlineStylesheets(dir)(html);
    // Every rule, used on this page or not (a menu or dialog drawn later needs its own), in order.
    expect(out).toContain(`<meta charset="utf-8"/><style>${css}\n</style><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" media="print" disabled><title>`);
    expect(out).not.toContain('sourceMappingURL');
    expect(out).not.toContain('onload');
    expect(out.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    // Idempotent: a page rewritten before keeps one copy.
    expect(inlineStylesheets(dir)(out)).toBe(out);
  });
});

describe('compile hint', () => {
  test("is V8's magic comment, alone on the first line", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(withCompileHint('(globalThis.TURBOPACK||[]).push([])')).toBe('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([])');
    // Idempotent: a build step run twice adds it once.
    expect(withCompileHint(withCompileHint('x()'))).toBe(`${COMPILE_HINT}x()`);
  });

  test('goes on the start-up chunks only; code loaded later on use keeps lazy compiling', async () => {
    const { mkdtempSync, mkdirSync, readFileSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'compile-hint-'));
    mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
    for (const name of ['framework.js', 'page.js', 'swiper.js']) writeFileSync(path.join(dir, '_next/static/chunks', name), `/* ${name} */`);
    const startup = ['/_next/static/chunks/framework.js', '/_next/static/chunks/page.js'];
    expect(hintStartupChunks(dir, startup)).toBe(2);
    const read = (name: string) => readFileSync(path.join(dir, '_next/static/chunks', name), 'utf8');
    expect(read('framework.js')).toBe(`${COMPILE_HINT}/* framework.js */`);
    expect(read('page.js')).toBe(`${COMPILE_HINT}/* page.js */`);
    expect(read('swiper.js')).toBe('/* swiper.js */');
    expect(hintStartupChunks(dir, startup), 'a second run changes nothing').toBe(0);
  });
});
