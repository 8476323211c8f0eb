import { describe, expect, it } from 'vitest';
import { blockingBySource, summarize, type LongTaskReport } from './lighthouse-long-tasks';

const report = (url: string, fcp: number, tbt: number, items: { url: string; startTime: number; duration: number }[]): LongTaskReport => ({
  finalDisplayedUrl: url,
  audits: { 'first-contentful-paint': { numericValue: fcp }, 'total-blocking-time': { numericValue: tbt }, 'long-tasks': { details: { items } } },
});

describe('blockingBySource', () => {
  it('counts each task over 50 ms after FCP, clipped at FCP, by the page, its scripts and the rest', () => {
    const run = blockingBySource(
      report('http://127.0.0.1:4187/hi/', 900, 250, [
        { url: 'http://127.0.0.1:4187/hi/', startTime: 760, duration: 200 }, // 60 after FCP: 10
        { url: 'http://127.0.0.1:4187/hi/', startTime: 1000, duration: 120 }, // 70
        { url: 'http://127.0.0.1:4187/_next/static/chunks/framework.js', startTime: 3000, duration: 150 }, // 100
        { url: 'http://127.0.0.1:4187/_next/static/chunks/framework.js', startTime: 3200, duration: 90 }, // 40
        { url: 'http://127.0.0.1:4187/_next/static/chunks/page.js', startTime: 3300, duration: 50 }, // 0
        { url: 'Unattributable', startTime: 1500, duration: 80 }, // 30
        { url: 'https://plausible.io/js/script.js', startTime: 1600, duration: 60 }, // 10, not the site's
        { url: 'http://127.0.0.1:4187/hi/', startTime: 600, duration: 250 }, // ends before FCP: 0
      ]),
    );
    expect(run.route).toBe('/hi/');
    expect(run.document).toBe(80);
    expect([...run.scripts]).toEqual([['framework.js', 140]]);
    expect(run.other).toBe(40);
  });

  it('names a route by its decoded path and takes a report without the audit', () => {
    const run = blockingBySource({ finalDisplayedUrl: 'http://x/projects/Blanket%20of%20Light/', audits: { 'first-contentful-paint': { numericValue: 1 }, 'total-blocking-time': { numericValue: 0 } } });
    expect(run).toEqual({ route: '/projects/Blanket of Light/', tbt: 0, document: 0, scripts: new Map(), other: 0 });
  });
});

describe('summarize', () => {
  it('gives each route the medians of its runs and the script files that block most', () => {
    const runs = [100, 300, 200].map((ms) =>
      blockingBySource(
        report('http://h/', 900, ms + 20, [
          { url: 'http://h/', startTime: 1000, duration: 70 },
          { url: 'http://h/_next/static/chunks/a.js', startTime: 3000, duration: 50 + ms },
        ]),
      ),
    );
    runs.push(blockingBySource(report('http://h/about/', 900, 0, [])));
    expect(summarize(runs)).toEqual(['/: 3 runs, TBT 220 ms = document 20, scripts 200 (a.js 200), other 0', '/about/: 1 runs, TBT 0 ms = document 0, scripts 0, other 0']);
  });
});
