/**
 * Generates the sample artwork that content/ names (the hospital's real photos are not available:
 * see the README's Decisions). Each picture is an SVG illustration rendered to JPEG with sharp,
 * with no text drawn into it (captions, where wanted, are HTML); the vision simulations under
 * /images/vision/ come from scripts/vision-art.ts. Writes content/image-manifest.json (width and
 * height of every image, so no layout shifts). Deterministic: a second run writes the same bytes.
 *
 *   npm run art            create missing images, rewrite the manifest
 *   npm run art -- --force regenerate every image (feedback posters stay: generate-videos.sh makes them)
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { collectImages } from './collect-images';
import { encodeJpeg, person, renderVision, VISION_HEIGHT, VISION_WIDTH } from './vision-art';

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
  if (src.startsWith('/images/vision/')) return { width: VISION_WIDTH, height: VISION_HEIGHT };
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

/** Calm, muted grounds (wall or sky, floor or field) so the pictures sit quietly beside the text. */
const palettes = [
  { sky: '#cfe3ea', far: '#9fbfb0', ground: '#d8c9a3', wall: '#e9e1d2', floor: '#b9a27e', accent: '#0f829f' },
  { sky: '#dde7dc', far: '#a9c2a0', ground: '#cdbf95', wall: '#e4e9e4', floor: '#a99a80', accent: '#0d9488' },
  { sky: '#e8e0d4', far: '#c2b08f', ground: '#d9c09a', wall: '#f0e6d8', floor: '#b48d6a', accent: '#b45309' },
  { sky: '#d6e2ef', far: '#a6b8c9', ground: '#cbbfa4', wall: '#e3e8ef', floor: '#9b9487', accent: '#1e40af' },
  { sky: '#e3dde8', far: '#b8aec4', ground: '#d3c4a8', wall: '#ece6ef', floor: '#a8998c', accent: '#6d28d9' },
];
const skins = ['#8d5a3b', '#7a4a2e', '#a06a45', '#6e4129', '#9a6440', '#8a5636'];
const cloths = [
  ['#2f7d6d', '#f0c33c'],
  ['#c2366b', '#f2a33a'],
  ['#3a5d9c', '#e6e1d3'],
  ['#e0a13a', '#b23a48'],
  ['#ece7da', '#4f7f3f'],
  ['#7a3b8f', '#f4d35e'],
  ['#5a6e8c', '#d8d2c2'],
];

/** Head and shoulders, for portraits; doctors wear a white coat and a stethoscope. */
function bust(cx: number, cy: number, s: number, skin: string, cloth: string, coat: boolean): string {
  return `<path d="M${cx - s * 1.25} ${cy + s * 2.4} Q${cx - s * 1.2} ${cy + s * 1.05} ${cx} ${cy + s * 0.95} Q${cx + s * 1.2} ${cy + s * 1.05} ${cx + s * 1.25} ${cy + s * 2.4} Z" fill="${coat ? '#f4f6f7' : cloth}"/>
    ${coat ? `<path d="M${cx - s * 0.25} ${cy + s * 0.98} L${cx} ${cy + s * 1.6} L${cx + s * 0.25} ${cy + s * 0.98} Z" fill="${cloth}"/><path d="M${cx - s * 0.35} ${cy + s * 1.05} Q${cx - s * 0.45} ${cy + s * 1.8} ${cx} ${cy + s * 1.85}" stroke="#334155" stroke-width="${s * 0.06}" fill="none"/>` : ''}
    <rect x="${cx - s * 0.22}" y="${cy + s * 0.45}" width="${s * 0.44}" height="${s * 0.55}" fill="${skin}"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${s * 0.6}" ry="${s * 0.7}" fill="${skin}"/>
    <path d="M${cx - s * 0.62} ${cy - s * 0.05} Q${cx - s * 0.6} ${cy - s * 0.8} ${cx} ${cy - s * 0.8} Q${cx + s * 0.6} ${cy - s * 0.8} ${cx + s * 0.62} ${cy - s * 0.05} Q${cx + s * 0.4} ${cy - s * 0.5} ${cx} ${cy - s * 0.5} Q${cx - s * 0.4} ${cy - s * 0.5} ${cx - s * 0.62} ${cy - s * 0.05} Z" fill="#1d1512"/>
    <circle cx="${cx - s * 0.22}" cy="${cy + s * 0.02}" r="${s * 0.05}" fill="#24160f"/><circle cx="${cx + s * 0.22}" cy="${cy + s * 0.02}" r="${s * 0.05}" fill="#24160f"/>
    <path d="M${cx - s * 0.16} ${cy + s * 0.32} Q${cx} ${cy + s * 0.42} ${cx + s * 0.16} ${cy + s * 0.32}" stroke="#5a2a1e" stroke-width="${s * 0.04}" fill="none" stroke-linecap="round"/>`;
}

/** People standing in a loose row, of varied height and dress, picked from the picture's hash. */
function group(h: number, count: number, left: number, right: number, base: number, height: number): string {
  return Array.from({ length: count }, (_, i) => {
    const x = count === 1 ? (left + right) / 2 : left + ((right - left) * i) / (count - 1);
    const [cloth, drape] = cloths[((h >>> 4) + i * 2) % cloths.length];
    const tall = height * (0.82 + (((h >>> (i * 2)) % 5) * 0.05));
    return person(x, base + (i % 2) * height * 0.05, tall, skins[((h >>> 7) + i * 5) % skins.length], cloth, drape, i === 1 && (h & 8) > 0);
  }).join('');
}

function tree(x: number, base: number, s: number): string {
  return `<rect x="${x - s * 0.06}" y="${base - s * 0.7}" width="${s * 0.12}" height="${s * 0.7}" fill="#6b4a2f"/><circle cx="${x}" cy="${base - s * 0.95}" r="${s * 0.42}" fill="#4f7d57"/><circle cx="${x - s * 0.3}" cy="${base - s * 0.75}" r="${s * 0.3}" fill="#5f8f66"/>`;
}

function building(x: number, y: number, w: number, h: number, accent: string): string {
  const windows = Array.from({ length: 4 }, (_, i) => `<rect x="${x + w * (0.1 + i * 0.22)}" y="${y + h * 0.2}" width="${w * 0.12}" height="${h * 0.2}" rx="3" fill="#9fb9c4"/>`).join('');
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f3efe6"/><rect x="${x - w * 0.03}" y="${y - h * 0.08}" width="${w * 1.06}" height="${h * 0.1}" fill="${accent}" opacity="0.85"/>${windows}
    <rect x="${x + w * 0.42}" y="${y + h * 0.55}" width="${w * 0.16}" height="${h * 0.45}" fill="${accent}" opacity="0.7"/>
    <rect x="${x + w * 0.86}" y="${y + h * 0.55}" width="${w * 0.05}" height="${h * 0.16}" fill="#dc2626"/><rect x="${x + w * 0.835}" y="${y + h * 0.605}" width="${w * 0.1}" height="${h * 0.05}" fill="#dc2626"/>`;
}

function eye(cx: number, cy: number, s: number, iris: string): string {
  return `<path d="M${cx - s} ${cy} C ${cx - s * 0.5} ${cy - s * 0.7}, ${cx + s * 0.5} ${cy - s * 0.7}, ${cx + s} ${cy} C ${cx + s * 0.5} ${cy + s * 0.7}, ${cx - s * 0.5} ${cy + s * 0.7}, ${cx - s} ${cy} Z" fill="#fbfaf7" stroke="#8a5636" stroke-width="${s * 0.05}"/>
    <circle cx="${cx}" cy="${cy}" r="${s * 0.36}" fill="${iris}"/><circle cx="${cx}" cy="${cy}" r="${s * 0.16}" fill="#1d1512"/><circle cx="${cx + s * 0.1}" cy="${cy - s * 0.1}" r="${s * 0.06}" fill="#fff"/>`;
}

/**
 * A calm stand-in picture with no text in it: an outdoor or indoor ground and a small scene chosen
 * by the picture's subject (people, a building, trees, a camp...). The hospital's photos replace
 * these (content/README.md says which photo goes where).
 */
export function artSvg(src: string, alt: string, { width, height }: Spec): string {
  const h = hash(src);
  const p = palettes[h % palettes.length];
  const motif = motifFor(src, alt);
  const portrait = src.startsWith('/images/doctors/') || src.startsWith('/images/people/');
  const indoor = portrait || motif === 'drop' || motif === 'eye' || (motif === 'person' && (h & 1) === 1);
  const horizon = height * 0.62;
  const ground = indoor
    ? `<rect width="${width}" height="${height}" fill="${p.wall}"/><rect x="${width * 0.62}" y="${height * 0.12}" width="${width * 0.26}" height="${height * 0.34}" rx="6" fill="${p.sky}" stroke="#fff" stroke-width="${width * 0.01}"/><rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${p.floor}" opacity="0.55"/>`
    : `<rect width="${width}" height="${height}" fill="${p.sky}"/><path d="M0 ${horizon - height * 0.08} Q${width * 0.3} ${horizon - height * 0.16} ${width * 0.55} ${horizon - height * 0.07} T${width} ${horizon - height * 0.1} V${horizon} H0 Z" fill="${p.far}"/><rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${p.ground}"/>`;
  const s = Math.min(width, height);
  const base = height * 0.92;
  let scene: string;
  if (portrait) scene = bust(width / 2, height * 0.42, s * 0.28, skins[h % skins.length], cloths[(h >>> 3) % cloths.length][0], src.startsWith('/images/doctors/'));
  else if (motif === 'person') scene = group(h, 2 + (h % 2), width * 0.3, width * 0.7, base, height * 0.62);
  else if (motif === 'hospital') scene = building(width * 0.2, height * 0.3, width * 0.6, horizon - height * 0.3 + height * 0.05, p.accent) + tree(width * 0.1, horizon + height * 0.05, s * 0.45) + group(h, 2, width * 0.72, width * 0.86, base, height * 0.3);
  else if (motif === 'camp') scene = `<path d="M${width * 0.15} ${horizon} L${width * 0.3} ${height * 0.3} L${width * 0.7} ${height * 0.3} L${width * 0.85} ${horizon} Z" fill="${p.accent}" opacity="0.8"/>` + group(h, 4, width * 0.2, width * 0.8, base, height * 0.48);
  else if (motif === 'school') scene = building(width * 0.15, height * 0.28, width * 0.7, horizon - height * 0.26, p.accent) + group(h, 5, width * 0.2, width * 0.8, base, height * 0.3);
  else if (motif === 'tree') scene = tree(width * 0.22, base, s * 0.7) + tree(width * 0.5, horizon + height * 0.1, s * 0.45) + tree(width * 0.8, base, s * 0.6) + group(h, 1, width * 0.62, width * 0.62, base, height * 0.45);
  else if (motif === 'blanket') scene = group(h, 3, width * 0.3, width * 0.7, base, height * 0.55) + `<rect x="${width * 0.25}" y="${height * 0.55}" width="${width * 0.5}" height="${height * 0.14}" rx="${height * 0.03}" fill="#9b3d3d" opacity="0.85"/>`;
  else if (motif === 'leaf') scene = Array.from({ length: 7 }, (_, i) => `<path d="M${width * (0.1 + i * 0.13)} ${base} q${s * 0.04} -${s * 0.25} ${s * 0.12} -${s * 0.3} q-${s * 0.02} ${s * 0.16} -${s * 0.12} ${s * 0.3}z" fill="#4f7d57"/>`).join('') + tree(width * 0.75, horizon + height * 0.02, s * 0.5);
  else if (motif === 'drop') scene = `<rect x="${width * 0.42}" y="${height * 0.35}" width="${width * 0.16}" height="${height * 0.42}" rx="${width * 0.03}" fill="#f4f6f7" stroke="${p.accent}" stroke-width="${s * 0.01}"/><path d="M${width * 0.47} ${height * 0.35} L${width * 0.5} ${height * 0.2} L${width * 0.53} ${height * 0.35} Z" fill="${p.accent}"/><path d="M${width * 0.5} ${height * 0.08} q${s * 0.04} ${s * 0.06} 0 ${s * 0.08} q-${s * 0.04} -${s * 0.02} 0 -${s * 0.08}z" fill="#5fc0d6"/>`;
  else scene = eye(width * 0.42, height * 0.5, s * 0.3, p.accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${ground}${scene}</svg>`;
}

/** Brand files that no content module names. */
const brandImages = [
  { src: '/images/brand/og-default.jpg', alt: 'Drishti Eye Hospital: your vision, our priority' },
  { src: '/images/brand/apple-touch-icon.png', alt: '' },
  { src: '/images/brand/icon-192.png', alt: '' },
  { src: '/images/brand/icon-512.png', alt: '' },
];

/** Renders one picture (by its path in public/) to its file bytes. */
export async function renderImage(src: string, alt: string): Promise<Buffer> {
  if (src.startsWith('/images/vision/')) return renderVision(src.split('/').pop()!.replace(/\.jpg$/, ''));
  const size = sizeFor(src);
  if (src.endsWith('.png')) return sharp(Buffer.from(iconSvg(size.width))).png({ compressionLevel: 9, palette: false }).toBuffer();
  return encodeJpeg(sharp(Buffer.from(artSvg(src, alt, size))));
}

/** Pictures another script makes (the feedback posters are frames of generate-videos.sh's clips). */
const madeElsewhere = (src: string) => src.startsWith('/images/feedback/');

async function main() {
  const images = [...brandImages.map((b) => ({ ...b, file: 'scripts/generate-art.ts' })), ...(await collectImages())];
  const manifest: Record<string, { width: number; height: number }> = {};
  let written = 0;
  for (const image of images) {
    const out = join(root, 'public', image.src);
    if (existsSync(out) && (!force || madeElsewhere(image.src))) {
      // Keep real photos dropped in by editors at their own size.
      const meta = await sharp(out).metadata();
      manifest[image.src] = { width: meta.width!, height: meta.height! };
      continue;
    }
    manifest[image.src] = sizeFor(image.src);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, await renderImage(image.src, image.alt));
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
