/**
 * Finds every image that content/ names: imports each content module and walks its exports for
 * { src: '/images/...', alt } objects (and poster paths). Shared by the artwork script and the
 * content test, so a new content file is covered without editing either.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface FoundImage {
  src: string;
  alt: string;
  /** Content file that names the image (for error messages). */
  file: string;
}

const root = join(import.meta.dirname, '..');
const contentDir = join(root, 'content');

function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return contentFiles(path);
    // Translations (cataract.hi.ts) name the same images as their English original (the parity
    // test checks it); only the English alt texts pick a picture's motif, so Hindi never changes art.
    return /\.tsx?$/.test(name) && !/\.(test|[a-z]{2})\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function walk(value: unknown, found: Map<string, FoundImage>, file: string, seen = new Set<unknown>()): void {
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    value.forEach((item) => walk(item, found, file, seen));
    return;
  }
  const record = value as Record<string, unknown>;
  for (const [key, item] of Object.entries(record)) {
    if (typeof item === 'string' && item.startsWith('/images/') && /\.(jpe?g|png|webp)$/i.test(item)) {
      const alt = key === 'src' && typeof record.alt === 'string' ? record.alt : String(record.title ?? record.name ?? key);
      if (!found.has(item)) found.set(item, { src: item, alt, file });
    } else {
      walk(item, found, file, seen);
    }
  }
}

export async function collectImages(): Promise<FoundImage[]> {
  const found = new Map<string, FoundImage>();
  for (const path of contentFiles(contentDir)) {
    const mod: Record<string, unknown> = await import(pathToFileURL(path).href);
    walk(Object.values(mod), found, relative(root, path));
  }
  return [...found.values()].sort((a, b) => a.src.localeCompare(b.src));
}
