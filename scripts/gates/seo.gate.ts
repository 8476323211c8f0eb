/**
 * Search and sharing over every exported page: canonical URL, Open Graph and Twitter card with an
 * image, sitemap.xml = exactly the indexable pages, robots.txt, the web manifest and icons, and
 * JSON-LD blocks that parse and carry the fields their type needs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { branches } from '../../content/site';
import { siteUrl } from './site-url';
import { encodePath, exportedPages, hasBreadcrumbTrail, inlineScripts, kindOfPage, listFiles, OUT_DIR, parseTags, readOut, resolveInternal, type Tag } from './site-files';

const SITE = siteUrl();
const files = new Set(listFiles(OUT_DIR));
const pages = exportedPages().map((page) => {
  const html = readOut(page.file);
  return { ...page, html, tags: parseTags(html) };
});
const routePages = pages.filter((p) => p.path !== '/404.html');

function meta(tags: Tag[], key: string): string[] {
  return tags.filter((t) => t.name === 'meta' && (t.attrs.property === key || t.attrs.name === key)).map((t) => t.attrs.content ?? '');
}
function canonicalOf(tags: Tag[]): string[] {
  return tags.filter((t) => t.name === 'link' && t.attrs.rel === 'canonical').map((t) => t.attrs.href);
}
function isNoindex(tags: Tag[]): boolean {
  return meta(tags, 'robots').some((c) => /noindex/i.test(c));
}
/** An absolute URL on this site that resolves to a file in out/. */
function existsOnSite(url: string, from = '/'): boolean {
  return url.startsWith(`${SITE}/`) && resolveInternal(url, from, files, [SITE]) !== undefined;
}

describe.each(pages.map((p) => [p.path, p] as const))('%s', (_, page) => {
  test('has a title, a description and a social card with an image that exists', () => {
    const title = page.tags.find((t) => t.name === 'title');
    expect(title, 'a <title>').toBeDefined();
    expect(meta(page.tags, 'description')[0] ?? '', 'meta description').toMatch(/.{30,}/);
    for (const key of ['og:title', 'og:description', 'og:type', 'og:site_name', 'twitter:title', 'twitter:description']) {
      expect(meta(page.tags, key)[0] ?? '', key).not.toBe('');
    }
    expect(meta(page.tags, 'twitter:card')).toEqual(['summary_large_image']);
    for (const key of ['og:image', 'twitter:image']) {
      const images = meta(page.tags, key);
      expect(images.length, key).toBeGreaterThan(0);
      for (const image of images) expect(existsOnSite(image), `${key} ${image} is an exported file`).toBe(true);
    }
  });

  if (page.path === '/404.html') {
    test('is kept out of search results', () => {
      expect(isNoindex(page.tags)).toBe(true);
      expect(canonicalOf(page.tags)).toEqual([]);
    });
    return;
  }

  test('has one canonical URL on SITE_URL that leads to an exported page, matching og:url', () => {
    const canonical = canonicalOf(page.tags);
    expect(canonical).toHaveLength(1);
    expect(existsOnSite(canonical[0]), `${canonical[0]} on ${SITE} and exported`).toBe(true);
    expect(meta(page.tags, 'og:url')).toEqual(canonical);
    // A page is its own canonical unless it is a redirect to another one (meta refresh).
    const redirects = page.tags.some((t) => t.name === 'meta' && t.attrs['http-equiv']?.toLowerCase() === 'refresh');
    if (!redirects) expect(canonical[0]).toBe(`${SITE}${page.url}`);
  });
});

describe('sitemap.xml and robots.txt', () => {
  const xml = readOut('sitemap.xml');
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].trim());
  const indexable = routePages.filter((p) => !isNoindex(p.tags) && canonicalOf(p.tags)[0] === `${SITE}${p.url}`).map((p) => p.path);

  test('lists every indexable exported page once, and nothing else', () => {
    expect(locs.length).toBe(new Set(locs).size);
    for (const loc of locs) expect(loc.startsWith(`${SITE}/`), `${loc} is on ${SITE}`).toBe(true);
    const listed = locs.map((loc) => decodeURIComponent(loc.slice(SITE.length)));
    expect([...listed].sort()).toEqual([...indexable].sort());
    // The URLs are written the way the pages' canonical links write them.
    for (const loc of locs) expect(loc).toBe(`${SITE}${encodePath(decodeURIComponent(loc.slice(SITE.length)))}`);
  });


  test('robots.txt allows crawling and points to the sitemap', () => {
    const robots = readOut('robots.txt');
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/sitemap\\.xml$`, 'm'));
    expect(robots).not.toMatch(/^Disallow:\s*\/\s*$/m);
  });
});

describe('web manifest and icons', () => {
  const pngSize = (file: string) => {
    const data = readFileSync(path.join(OUT_DIR, file));
    expect(data.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
    return `${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`;
  };

  test('the manifest is linked from every page and names icons that exist at their stated sizes', () => {
    for (const page of pages) {
      expect(page.tags.filter((t) => t.name === 'link' && t.attrs.rel === 'manifest').map((t) => t.attrs.href), page.path).toEqual(['/manifest.webmanifest']);
    }
    const manifest = JSON.parse(readOut('manifest.webmanifest'));
    for (const key of ['name', 'short_name', 'start_url', 'display', 'theme_color', 'background_color']) expect(manifest[key], key).toBeTruthy();
    const sizes = manifest.icons.map((icon: { src: string; sizes: string; type: string }) => {
      const file = icon.src.replace(/^\//, '');
      expect(files.has(file), `${icon.src} exists`).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(file), icon.src).toBe(icon.sizes);
      return icon.sizes;
    });
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  test('every page links a favicon and an apple touch icon that exist', () => {
    for (const page of pages) {
      const icon = page.tags.find((t) => t.name === 'link' && t.attrs.rel === 'icon');
      const apple = page.tags.find((t) => t.name === 'link' && t.attrs.rel === 'apple-touch-icon');
      expect(icon && files.has(icon.attrs.href.replace(/^\//, '')), `${page.path} favicon`).toBe(true);
      expect(apple && files.has(apple.attrs.href.replace(/^\//, '')), `${page.path} apple-touch-icon`).toBe(true);
      expect(pngSize(apple!.attrs.href.replace(/^\//, ''))).toBe('180x180');
    }
  });
});

type Node = Record<string, unknown>;
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const named = (value: unknown) => typeof value === 'object' && value !== null && text((value as Node).name);

/** Required fields per @type, as the issue lists them (and Google's rich result rules for posts). */
const REQUIRED: Record<string, (node: Node, problems: string[]) => void> = {
  Hospital(node, problems) {
    for (const key of ['name', 'url', 'telephone']) if (!text(node[key])) problems.push(`Hospital.${key}`);
    const address = node.address as Node | undefined;
    if (!address || !text(address.streetAddress) || !text(address.addressCountry)) problems.push('Hospital.address');
    const hours = asArray(node.openingHoursSpecification as Node[]);
    if (!hours.length || hours.some((h) => !asArray(h.dayOfWeek).length || !text(h.opens) || !text(h.closes))) problems.push('Hospital.openingHoursSpecification');
    const contacts = asArray(node.contactPoint as Node[]);
    if (!contacts.some((c) => c.contactType === 'emergency' && text(c.telephone))) problems.push('Hospital.contactPoint emergency telephone');
    const departments = asArray(node.department as Node[]);
    if (departments.length !== branches.length || departments.some((d) => !text(d.name) || !text(d.telephone) || !d.address)) problems.push(`Hospital.department (${branches.length} branches with name, address, telephone)`);
  },
  Physician(node, problems) {
    for (const key of ['name', 'url', 'image', 'medicalSpecialty']) if (!node[key]) problems.push(`Physician.${key}`);
  },
  MedicalCondition(node, problems) {
    for (const key of ['name', 'url']) if (!text(node[key])) problems.push(`MedicalCondition.${key}`);
    for (const key of ['signOrSymptom', 'possibleTreatment']) {
      const list = asArray(node[key] as unknown[]);
      if (!list.length || !list.every(named)) problems.push(`MedicalCondition.${key} (named items)`);
    }
  },
  BlogPosting(node, problems) {
    if (!text(node.headline)) problems.push('BlogPosting.headline');
    if (!text(node.datePublished) || Number.isNaN(Date.parse(node.datePublished as string))) problems.push('BlogPosting.datePublished');
    if (!asArray(node.author as unknown[]).length || !asArray(node.author as unknown[]).every(named)) problems.push('BlogPosting.author');
    if (!asArray(node.image as unknown[]).length) problems.push('BlogPosting.image');
    if (!text(node.url) && !node.mainEntityOfPage) problems.push('BlogPosting.url');
    if (!text(node.dateModified) || Number.isNaN(Date.parse(node.dateModified as string))) problems.push('BlogPosting.dateModified');
    // Search engines read the publisher inline; an @id alone names nobody.
    const publisher = node.publisher as Node | undefined;
    const logo = publisher?.logo as Node | string | undefined;
    if (!publisher || !text(publisher['@type']) || !text(publisher.name) || !(text(logo) || (typeof logo === 'object' && text(logo.url)))) {
      problems.push('BlogPosting.publisher (@type, name and logo inline)');
    }
  },
  BreadcrumbList(node, problems) {
    const items = asArray(node.itemListElement as Node[]);
    if (items.length < 2) problems.push('BreadcrumbList.itemListElement (at least 2)');
    items.forEach((item, i) => {
      if (item.position !== i + 1 || !text(item.name) || !text(item.item)) problems.push(`BreadcrumbList item ${i + 1}`);
      else if (!existsOnSite(item.item as string)) problems.push(`BreadcrumbList item ${item.item} is not an exported page`);
    });
  },
};

function nodesOf(block: unknown): Node[] {
  return asArray(block as Node | Node[]).flatMap((node) => (Array.isArray(node['@graph']) ? (node['@graph'] as Node[]) : [node]));
}

describe.each(routePages.map((p) => [p.path, p] as const))('JSON-LD on %s', (_, page) => {
  const blocks = inlineScripts(page.html, 'application/ld+json');

  test('every block parses, and each node has @context, @type and its required fields', () => {
    const problems: string[] = [];
    for (const block of blocks) {
      let parsed: unknown;
      expect(() => (parsed = JSON.parse(block)), block.slice(0, 80)).not.toThrow();
      const top = asArray(parsed as Node | Node[]);
      for (const node of top) expect(node['@context'], 'schema.org @context').toMatch(/^https?:\/\/schema\.org\/?$/);
      for (const node of nodesOf(parsed)) {
        const types = asArray(node['@type'] as string | string[]);
        expect(types.length, '@type').toBeGreaterThan(0);
        for (const type of types) (REQUIRED[type] ?? ((n: Node, p: string[]) => !text(n.name) && p.push(`${type}.name`)))(node, problems);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the hospital is described on the home and contact pages and named where a page points to it; each entity page describes its entity', () => {
    const types = blocks.flatMap((b) => nodesOf(JSON.parse(b))).map((n) => ({ type: asArray(n['@type'] as string[]), url: n.url, node: n }));
    // By kind, in either language (/hi/treatment-details/... is a treatment page too).
    const kind = kindOfPage(page);
    // In full once on the pages that describe it; not again on every other page (lib/jsonld.ts: hospitalJsonLd).
    const describesHospital = kind === '' || kind === 'contact';
    expect(types.filter((t) => t.type.includes('Hospital')), 'the Hospital node').toHaveLength(describesHospital ? 1 : 0);
    // A node that points to the hospital names it there (an @id alone names nobody on a page without the node).
    const references: Node[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (typeof value !== 'object' || value === null) return;
      if (String((value as Node)['@id'] ?? '').endsWith('/#hospital')) references.push(value as Node);
      Object.values(value).forEach(walk);
    };
    types.forEach((t) => Object.values(t.node).forEach(walk));
    for (const ref of references) expect(ref, 'a reference to the hospital').toMatchObject({ '@type': 'Hospital', name: expect.stringMatching(/\S/), url: expect.stringMatching(/^https?:/) });
    const canonical = canonicalOf(page.tags)[0];
    const about = (node: Node) => {
      const main = node.mainEntityOfPage as Node | string | undefined;
      return node.url === canonical || main === canonical || (typeof main === 'object' && (main['@id'] === canonical || main.url === canonical));
    };
    const expectType = (type: string) => expect(types.some((t) => t.type.includes(type) && about(t.node)), `${type} about ${canonical}`).toBe(true);
    if (kind === 'treatment-details') expectType('MedicalCondition');
    if (kind === 'doctor-profile') expectType('Physician');
    if (kind === 'blogs') expectType('BlogPosting');
    const hasTrail = hasBreadcrumbTrail(page.html);
    if (hasTrail) {
      const trail = types.find((t) => t.type.includes('BreadcrumbList'));
      expect(trail, 'BreadcrumbList beside the visible breadcrumb').toBeDefined();
      const items = asArray(trail!.node.itemListElement as Node[]);
      expect(items.at(-1)?.item, 'the last crumb is this page').toBe(canonical);
    }
  });
});
