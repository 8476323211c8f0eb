import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { drawFromSprite, main, parseTree, shownText, SPRITE_URL, spriteEntry, spriteFile, spriteIcons, type TreeElement } from './icon-sprite.mjs';

const LUCIDE = (name: string, extra = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name} h-4 w-4"${extra} aria-hidden="true"><path d="M1 1L${name.length} 2"></path></svg>`;
const BRAND = '<svg stroke="currentColor" fill="currentColor" stroke-width="0" viewBox="0 0 448 512" aria-hidden="true" class="h-4 w-4" height="1em" width="1em" xmlns="http://www.w3.org/2000/svg"><path d="M380 97z"></path></svg>';
const LOGO = '<svg viewBox="0 0 64 64" class="h-10 w-10" aria-hidden="true" focusable="false"><circle cx="32" cy="32" r="31" fill="#0a6a84"></circle></svg>';
const DRAWING = '<svg viewBox="0 0 320 216" role="img" aria-label="The eye" data-eye-drawing="true"><path d="M8 112" stroke="currentColor"></path></svg>';

const picked = (html: string) => spriteIcons(html).map((icon) => html.slice(icon.start, icon.end));

describe('parseTree', () => {
  test('nests elements, keeps void, raw-text and self-closed elements flat, skips comments', () => {
    const html = '<!DOCTYPE html><html><head><meta charset="utf-8"/><script>if (a</div>) {}</script></head><body><p>A<!-- -->B<br/>C</p><img src="x" alt=""></body></html>';
    const [htmlEl] = parseTree(html).children as TreeElement[];
    expect(htmlEl.name).toBe('html');
    const [head, body] = htmlEl.children as TreeElement[];
    expect(head.children.map((c) => (c as TreeElement).name)).toEqual(['meta', 'script']);
    expect(body.children.map((c) => (c as TreeElement).name)).toEqual(['p', 'img']);
    expect(html.slice(body.start, body.end)).toBe('<body><p>A<!-- -->B<br/>C</p><img src="x" alt=""></body>');
    expect(shownText(body)).toBe('ABC');
  });
  test('names the element a page leaves open or closes twice', () => {
    expect(() => parseTree('<div><p>a</div>')).not.toThrow(); // an implied </p>, as a browser reads it
    expect(() => parseTree('<div><span>a</span>')).toThrow('<div> at 0 is never closed');
    expect(() => parseTree('<p>a</p></div>')).toThrow('</div> at 8 closes nothing');
  });
});

test('shownText leaves out icons, scripts and screen-reader-only words', () => {
  const [a] = parseTree(`<a href="/">${LUCIDE('phone')}<span class="sr-only">Call us</span></a>`).children;
  expect(shownText(a).trim()).toBe('');
  const [b] = parseTree(`<a href="/">${LUCIDE('phone')}<span>98765</span></a>`).children;
  expect(shownText(b)).toBe('98765');
});

describe('spriteIcons: the icons the sprite takes', () => {
  test('an icon beside its own words, in Lucide or a brand icon', () => {
    expect(picked(`<a href="/">${LUCIDE('phone')} 98765</a>`)).toEqual([LUCIDE('phone')]);
    expect(picked(`<p><a>${BRAND}<span>WhatsApp</span></a></p>`)).toEqual([BRAND]);
  });
  test('not an icon that is all a visible control shows', () => {
    expect(picked(`<button type="button">${LUCIDE('menu')}<span class="sr-only">Open menu</span></button>`)).toEqual([]);
    expect(picked(`<a aria-label="Facebook">${BRAND}</a>`)).toEqual([]);
    expect(picked(`<dialog open=""><button>${LUCIDE('x')}</button></dialog>`)).toEqual([]);
  });
  test('an icon-only control the first paint does not show: paint-later, a closed dialog, hidden', () => {
    expect(picked(`<div class="paint-later grid"><a aria-label="Facebook">${BRAND}</a></div>`)).toEqual([BRAND]);
    expect(picked(`<dialog class="m-auto"><div><button>${LUCIDE('x')}</button></div></dialog>`)).toEqual([LUCIDE('x')]);
    expect(picked(`<button type="button" hidden="">${LUCIDE('arrow-up')}</button>`)).toEqual([LUCIDE('arrow-up')]);
    expect(picked(`<a class="hidden h-9 lg:inline-flex" aria-label="WhatsApp">${BRAND}</a>`)).toEqual([BRAND]);
    expect(picked(`<a class="lg:hidden" aria-label="WhatsApp">${BRAND}</a>`)).toEqual([]);
  });
  test("not an svg whose shapes React draws as its own children (another icon library's), nor one of ours with ids inside", () => {
    const theirs = '<svg stroke="currentColor" fill="none" viewBox="0 0 24 24" aria-hidden="true" class="h-4 w-4"><path d="M1 1"></path></svg>';
    expect(picked(`<a href="/">${theirs} Call</a>`)).toEqual([]);
    expect(picked(`<a href="/">${LUCIDE('phone').replace('<path', '<linearGradient id="g"></linearGradient><path')} Call</a>`)).toEqual([]);
  });
  test('not the logo or a drawing in their own colours, nor a labelled picture, nor an icon drawn from the sprite already', () => {
    expect(picked(`<a href="/"><span>${LOGO}<span>Drishti</span></span></a>`)).toEqual([]);
    expect(picked(`<figure>${DRAWING}<figcaption>The eye</figcaption></figure>`)).toEqual([]);
    expect(picked(`<a href="/"><svg aria-hidden="true" stroke="currentColor"><use href="/s.svg#phone"></use></svg> Call</a>`)).toEqual([]);
  });
});

describe('spriteEntry', () => {
  test("a Lucide icon is named for itself; the page keeps its <svg> and paint (less xmlns), the sprite its shapes", () => {
    const [icon] = spriteIcons(`<a>${LUCIDE('phone')} Call</a>`);
    const entry = spriteEntry(icon.open, icon.inner);
    expect(entry.id).toBe('phone');
    expect(entry.group).toBe('<g><path d="M1 1L5 2"></path></g>');
    expect(entry.tag).toBe(
      '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-phone h-4 w-4" aria-hidden="true">',
    );
  });
  test('another stroke keeps the name (the stroke is on the page); a brand mark is named by a hash of its shapes', () => {
    const thin = LUCIDE('phone').replace('stroke-width="2"', 'stroke-width="1.5"');
    const [icon] = spriteIcons(`<a>${thin} Call</a>`);
    expect(spriteEntry(icon.open, icon.inner)).toMatchObject({ id: 'phone', tag: expect.stringContaining('stroke-width="1.5"') });
    const [brand] = spriteIcons(`<a>${BRAND} Chat</a>`);
    expect(spriteEntry(brand.open, brand.inner)).toEqual({
      id: expect.stringMatching(/^i-[A-Za-z0-9]{6}$/),
      group: '<g><path d="M380 97z"></path></g>',
      tag: '<svg stroke="currentColor" fill="currentColor" stroke-width="0" viewBox="0 0 448 512" aria-hidden="true" class="h-4 w-4" height="1em" width="1em">',
    });
  });
});

test('drawFromSprite swaps only the icons it is given; the sprite holds each once, sorted, and refuses two icons under one name', () => {
  const html = `<p><a>${LUCIDE('phone')} Call</a><a>${LUCIDE('phone')} Again</a><button>${LUCIDE('menu')}</button></p>`;
  const icons = spriteIcons(html);
  expect(icons).toHaveLength(2);
  expect(drawFromSprite(html, icons, '/s.svg')).toBe(
    `<p><a><svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-phone h-4 w-4" aria-hidden="true"><use href="/s.svg#phone"></use></svg> Call</a><a><svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-phone h-4 w-4" aria-hidden="true"><use href="/s.svg#phone"></use></svg> Again</a><button>${LUCIDE('menu')}</button></p>`,
  );
  const more = spriteIcons(`<a>${LUCIDE('clock')} 9-5</a>`);
  expect(spriteFile([...more, ...icons])).toBe(
    '<svg xmlns="http://www.w3.org/2000/svg"><g id="clock"><path d="M1 1L5 2"></path></g><g id="phone"><path d="M1 1L5 2"></path></g></svg>\n',
  );
  const other = spriteIcons(`<a>${LUCIDE('phone').replace('M1 1', 'M9 9')} Call</a>`);
  expect(() => spriteFile([...icons, ...other])).toThrow('two different icons would be "phone"');
});

test('main writes one sprite for every page, named by its content, and a second run changes nothing', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'icon-sprite-'));
  mkdirSync(path.join(dir, 'hi'));
  writeFileSync(path.join(dir, 'index.html'), `<body><a>${LUCIDE('phone')} Call</a></body>`);
  writeFileSync(path.join(dir, 'hi', 'index.html'), `<body><a>${BRAND} चैट</a><button>${LUCIDE('menu')}</button></body>`);
  const url = main(dir);
  expect(url).toMatch(SPRITE_URL);
  expect(url, 'named by 10 hex digits of its content').toMatch(/\.[0-9a-f]{10}\.svg$/);
  const sprite = readFileSync(path.join(dir, url!.slice(1)), 'utf8');
  expect([...sprite.matchAll(/<g id="([^"]+)"/g)].map((m) => m[1])).toEqual([expect.stringMatching(/^i-/), 'phone']);
  const hi = readFileSync(path.join(dir, 'hi', 'index.html'), 'utf8');
  expect(hi).toContain(`<use href="${url}#i-`);
  expect(hi).toContain(LUCIDE('menu'));
  const before = readdirSync(path.join(dir, '_next/static/media'));
  expect(main(dir)).toBeNull();
  expect(readdirSync(path.join(dir, '_next/static/media'))).toEqual(before);
  expect(readFileSync(path.join(dir, 'hi', 'index.html'), 'utf8')).toBe(hi);
});
