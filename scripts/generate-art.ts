/**
 * Generates the on-brand sample artwork that content/ names (DECISIONS.md: the hospital's real
 * photos are not available). Each picture is an SVG illustration rendered to JPEG with sharp:
 * a brand gradient, a motif chosen by the kind of picture, and its description as a caption.
 * Writes content/image-manifest.json (width and height of every image, so no layout shifts).
 *
 *   npm run art            create missing images, rewrite the manifest
 *   npm run art -- --force regenerate every image
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { collectImages } from './collect-images';

const root = join(import.meta.dirname, '..');
const force = process.argv.includes('--force');

type Motif = 'eye' | 'person' | 'tree' | 'blanket' | 'school' | 'camp' | 'leaf' | 'hospital' | 'drop';

interface Spec {
  width: number;
  height: number;
}

/** Picture size by its role, read from the file name. */
export function sizeFor(src: string): Spec {
  const file = src.split('/').pop() ?? '';
  if (src.startsWith('/images/brand/og')) return { width: 1200, height: 630 };
  if (src.includes('apple-touch-icon')) return { width: 180, height: 180 };
  if (/icon-(\d+)/.test(file)) {
    const n = Number(file.match(/icon-(\d+)/)![1]);
    return { width: n, height: n };
  }
  if (src.startsWith('/images/hero/')) return { width: 1600, height: 900 };
  if (file.startsWith('banner')) return { width: 1600, height: 600 };
  if (src.startsWith('/images/doctors/') || src.startsWith('/images/people/')) return { width: 600, height: 720 };
  if (src.startsWith('/images/gallery/')) return { width: 1200, height: 800 };
  if (src.startsWith('/images/feedback/')) return { width: 960, height: 540 };
  if (file.startsWith('symptom')) return { width: 640, height: 480 };
  return { width: 960, height: 640 };
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function motifFor(src: string, alt: string): Motif {
  const text = `${src} ${alt}`.toLowerCase();
  if (/doctors\/|people\/|portrait|dr\.|founder|patient|mother|child|student|woman|man\b|farmer|story/.test(text)) return 'person';
  if (/tree|sapling|plant/.test(text)) return 'tree';
  if (/blanket|winter/.test(text)) return 'blanket';
  if (/school|student|class/.test(text)) return 'school';
  if (/camp|village|doorstep/.test(text)) return 'camp';
  if (/environment|smoke|leaf|green/.test(text)) return 'leaf';
  if (/hospital|building|theatre|branch|centre/.test(text)) return 'hospital';
  if (/drop|medicine|injection/.test(text)) return 'drop';
  return 'eye';
}

const palettes = [
  ['#0b556a', '#2aa0bd', '#ffb547'],
  ['#0e4555', '#0f829f', '#9edbe9'],
  ['#134e4a', '#0d9488', '#fcd34d'],
  ['#1e3a8a', '#2563eb', '#fbbf24'],
  ['#0f3947', '#5fc0d6', '#f59e0b'],
  ['#3f2a56', '#7c5cbf', '#fde68a'],
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if ((line + ' ' + word).trim().length > maxChars && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = lines[maxLines - 1].replace(/\s*\S*$/, '') + '…';
  }
  return lines;
}

function motifSvg(motif: Motif, cx: number, cy: number, s: number, [dark, mid, light]: string[]): string {
  switch (motif) {
    case 'person':
      return `<circle cx="${cx}" cy="${cy - s * 0.35}" r="${s * 0.32}" fill="${light}" opacity="0.95"/>
        <path d="M${cx - s * 0.7} ${cy + s * 0.9} q0 -${s * 0.85} ${s * 0.7} -${s * 0.85} q${s * 0.7} 0 ${s * 0.7} ${s * 0.85}z" fill="${light}" opacity="0.95"/>`;
    case 'tree':
      return `<rect x="${cx - s * 0.08}" y="${cy}" width="${s * 0.16}" height="${s * 0.8}" fill="#7c4a1e"/>
        <circle cx="${cx}" cy="${cy - s * 0.15}" r="${s * 0.55}" fill="#22c55e"/><circle cx="${cx - s * 0.35}" cy="${cy + s * 0.1}" r="${s * 0.35}" fill="#16a34a"/><circle cx="${cx + s * 0.35}" cy="${cy + s * 0.1}" r="${s * 0.35}" fill="#15803d"/>`;
    case 'blanket':
      return `<rect x="${cx - s * 0.8}" y="${cy - s * 0.5}" width="${s * 1.6}" height="${s}" rx="${s * 0.1}" fill="${light}"/>
        <path d="M${cx - s * 0.8} ${cy - s * 0.2} h${s * 1.6} M${cx - s * 0.8} ${cy + s * 0.2} h${s * 1.6}" stroke="${dark}" stroke-width="${s * 0.08}"/>`;
    case 'school':
      return `<path d="M${cx - s} ${cy} L${cx} ${cy - s * 0.6} L${cx + s} ${cy} Z" fill="${light}"/><rect x="${cx - s * 0.7}" y="${cy}" width="${s * 1.4}" height="${s * 0.8}" fill="${light}" opacity="0.9"/>
        <rect x="${cx - s * 0.15}" y="${cy + s * 0.35}" width="${s * 0.3}" height="${s * 0.45}" fill="${dark}"/>`;
    case 'camp':
      return `<path d="M${cx - s} ${cy + s * 0.7} L${cx} ${cy - s * 0.7} L${cx + s} ${cy + s * 0.7} Z" fill="${light}"/><path d="M${cx - s * 0.25} ${cy + s * 0.7} L${cx} ${cy + s * 0.1} L${cx + s * 0.25} ${cy + s * 0.7} Z" fill="${dark}"/>`;
    case 'leaf':
      return `<path d="M${cx - s * 0.8} ${cy + s * 0.6} C ${cx - s * 0.8} ${cy - s * 0.6}, ${cx + s * 0.2} ${cy - s * 0.9}, ${cx + s * 0.9} ${cy - s * 0.8} C ${cx + s * 0.8} ${cy}, ${cx + s * 0.2} ${cy + s * 0.8}, ${cx - s * 0.8} ${cy + s * 0.6} Z" fill="#4ade80"/>
        <path d="M${cx - s * 0.8} ${cy + s * 0.6} L${cx + s * 0.6} ${cy - s * 0.6}" stroke="#166534" stroke-width="${s * 0.05}"/>`;
    case 'hospital':
      return `<rect x="${cx - s * 0.8}" y="${cy - s * 0.5}" width="${s * 1.6}" height="${s * 1.2}" fill="${light}"/><rect x="${cx - s * 0.12}" y="${cy - s * 0.35}" width="${s * 0.24}" height="${s * 0.7}" fill="#dc2626"/><rect x="${cx - s * 0.35}" y="${cy - s * 0.12}" width="${s * 0.7}" height="${s * 0.24}" fill="#dc2626"/>`;
    case 'drop':
      return `<path d="M${cx} ${cy - s * 0.9} C ${cx + s * 0.7} ${cy}, ${cx + s * 0.6} ${cy + s * 0.7}, ${cx} ${cy + s * 0.7} C ${cx - s * 0.6} ${cy + s * 0.7}, ${cx - s * 0.7} ${cy}, ${cx} ${cy - s * 0.9} Z" fill="${light}"/>`;
    default:
      return `<path d="M${cx - s} ${cy} C ${cx - s * 0.5} ${cy - s * 0.7}, ${cx + s * 0.5} ${cy - s * 0.7}, ${cx + s} ${cy} C ${cx + s * 0.5} ${cy + s * 0.7}, ${cx - s * 0.5} ${cy + s * 0.7}, ${cx - s} ${cy} Z" fill="#ffffff"/>
        <circle cx="${cx}" cy="${cy}" r="${s * 0.38}" fill="${mid}"/><circle cx="${cx}" cy="${cy}" r="${s * 0.17}" fill="${dark}"/><circle cx="${cx + s * 0.12}" cy="${cy - s * 0.12}" r="${s * 0.07}" fill="#fff"/>`;
  }
}

export function artSvg(src: string, alt: string, { width, height }: Spec, caption = true): string {
  const h = hash(src);
  const palette = palettes[h % palettes.length];
  const [dark, mid, light] = palette;
  const motif = motifFor(src, alt);
  const s = Math.min(width, height) * 0.22;
  const bubbles = Array.from({ length: 6 }, (_, i) => {
    const bx = ((h >> (i * 3)) % 100) / 100;
    const by = ((h >> (i * 2 + 1)) % 100) / 100;
    return `<circle cx="${bx * width}" cy="${by * height}" r="${(0.05 + ((h >> i) % 10) / 60) * width}" fill="#fff" opacity="0.07"/>`;
  }).join('');
  const fontSize = Math.max(14, Math.round(width / 34));
  const lines = caption ? wrap(alt, Math.floor(width / (fontSize * 0.55)), 2) : [];
  const boxH = lines.length ? lines.length * fontSize * 1.3 + fontSize : 0;
  const text = lines
    .map((line, i) => `<text x="${width / 2}" y="${height - boxH + fontSize * (1.25 + i * 1.3)}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" fill="#fff" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>${bubbles}
  <path d="M0 ${height * 0.78} Q ${width * 0.3} ${height * 0.68} ${width * 0.6} ${height * 0.8} T ${width} ${height * 0.74} V ${height} H 0 Z" fill="${dark}" opacity="0.45"/>
  ${motifSvg(motif, width / 2, height * (caption ? 0.42 : 0.5), s, palette)}
  ${lines.length ? `<rect x="0" y="${height - boxH}" width="${width}" height="${boxH}" fill="#000" opacity="0.45"/>${text}` : ''}
  <circle cx="${width - s * 0.35}" cy="${s * 0.35}" r="${s * 0.12}" fill="${light}"/>
</svg>`;
}

/** Brand files that no content module names. */
const brandImages = [
  { src: '/images/brand/og-default.jpg', alt: 'Drishti Eye Hospital: your vision, our priority' },
  { src: '/images/brand/apple-touch-icon.png', alt: '' },
  { src: '/images/brand/icon-192.png', alt: '' },
  { src: '/images/brand/icon-512.png', alt: '' },
];

async function main() {
  const images = [...brandImages.map((b) => ({ ...b, file: 'scripts/generate-art.ts' })), ...(await collectImages())];
  const manifest: Record<string, { width: number; height: number }> = {};
  let written = 0;
  for (const image of images) {
    const out = join(root, 'public', image.src);
    if (existsSync(out) && !force) {
      // Keep real photos dropped in by editors at their own size.
      const meta = await sharp(out).metadata();
      manifest[image.src] = { width: meta.width!, height: meta.height! };
      continue;
    }
    const size = sizeFor(image.src);
    manifest[image.src] = size;
    mkdirSync(dirname(out), { recursive: true });
    const isIcon = image.src.endsWith('.png');
    const svg = isIcon ? iconSvg(size.width) : artSvg(image.src, image.alt, size, !image.src.includes('/brand/og'));
    const pipeline = sharp(Buffer.from(svg));
    await (isIcon ? pipeline.png() : pipeline.jpeg({ quality: 72, mozjpeg: true })).toFile(out);
    written++;
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(join(root, 'content/image-manifest.json'), JSON.stringify(sorted, null, 1) + '\n');
  console.log(`Artwork: ${images.length} images named, ${written} written, manifest updated.`);
}

function iconSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#0a6a84"/>
  <path d="M8 32c6-10 14-16 24-16s18 6 24 16c-6 10-14 16-24 16S14 42 8 32z" fill="#fff"/>
  <circle cx="32" cy="32" r="10" fill="#0f829f"/><circle cx="32" cy="32" r="4.5" fill="#0e4555"/>
  <path d="M35 27.5a3 3 0 1 1-3-3" stroke="#ffb547" stroke-width="2.5" fill="none" stroke-linecap="round"/></svg>`;
}

if (process.argv[1]?.endsWith('generate-art.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
