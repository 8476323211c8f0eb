/**
 * The vision simulations: one everyday village scene (drawn here as SVG and rendered by sharp)
 * and, made from it by image operations only, the same scene as a patient with each condition
 * would see it. Named in content as /images/vision/<name>.jpg; `normal` is the scene itself.
 * Deterministic: no clock and no unseeded randomness, and fixed encoder options, so a second run
 * writes the same bytes (scripts/vision-art.test.ts).
 */
import sharp, { type Blend, type Sharp } from 'sharp';

export const VISION_WIDTH = 800;
export const VISION_HEIGHT = 600;
const W = VISION_WIDTH;
const H = VISION_HEIGHT;

/** Final encoding: fixed options, so the bytes depend only on the pixels. */
export function encodeJpeg(image: Sharp): Promise<Buffer> {
  return image.jpeg({ quality: 74, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
}

/** Seeded PRNG (mulberry32): the same "random" spots on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function svg(body: string, defs = ''): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`);
}

/** A standing person: head, body in a kurta or saree, legs; `h` is the full height. */
export function person(x: number, base: number, h: number, skin: string, cloth: string, drape: string, basket = false): string {
  const head = h * 0.12;
  const top = base - h;
  return `<g>
    <rect x="${r1(x - h * 0.07)}" y="${r1(base - h * 0.36)}" width="${r1(h * 0.05)}" height="${r1(h * 0.36)}" fill="#3b2a20"/>
    <rect x="${r1(x + h * 0.02)}" y="${r1(base - h * 0.36)}" width="${r1(h * 0.05)}" height="${r1(h * 0.36)}" fill="#3b2a20"/>
    <path d="M${r1(x - h * 0.16)} ${r1(base - h * 0.14)} L${r1(x - h * 0.11)} ${r1(top + head * 2.1)} Q${r1(x)} ${r1(top + head * 1.7)} ${r1(x + h * 0.11)} ${r1(top + head * 2.1)} L${r1(x + h * 0.16)} ${r1(base - h * 0.14)} Z" fill="${cloth}"/>
    <path d="M${r1(x - h * 0.11)} ${r1(top + head * 2.2)} L${r1(x + h * 0.13)} ${r1(base - h * 0.3)} L${r1(x + h * 0.16)} ${r1(base - h * 0.2)} L${r1(x - h * 0.1)} ${r1(top + head * 2.9)} Z" fill="${drape}"/>
    <circle cx="${r1(x)}" cy="${r1(top + head)}" r="${r1(head)}" fill="${skin}"/>
    <path d="M${r1(x - head)} ${r1(top + head)} A${r1(head)} ${r1(head)} 0 0 1 ${r1(x + head)} ${r1(top + head)} Q${r1(x)} ${r1(top + head * 0.6)} ${r1(x - head)} ${r1(top + head)} Z" fill="#1d1512"/>
    ${basket ? `<ellipse cx="${r1(x)}" cy="${r1(top - head * 0.1)}" rx="${r1(head * 1.7)}" ry="${r1(head * 0.55)}" fill="#b7842f"/><circle cx="${r1(x - head * 0.6)}" cy="${r1(top - head * 0.5)}" r="${r1(head * 0.45)}" fill="#3f8f3a"/><circle cx="${r1(x + head * 0.5)}" cy="${r1(top - head * 0.5)}" r="${r1(head * 0.45)}" fill="#d9482b"/>` : ''}
  </g>`;
}

/** The normal view: a village road on a market day, a bus, people, a shop, a face close by. */
export function sceneSvg(): Buffer {
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fbfe3"/><stop offset="1" stop-color="#e6f0ea"/></linearGradient>
    <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c49a6c"/><stop offset="1" stop-color="#a5683f"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fffbe6"/><stop offset="0.5" stop-color="#fff1b8"/><stop offset="1" stop-color="#fff1b8" stop-opacity="0"/></radialGradient>`;
  const trees = [
    [40, 250, 34],
    [95, 246, 26],
    [480, 244, 22],
    [520, 248, 28],
  ]
    .map(([x, y, r]) => `<rect x="${x - 4}" y="${y - 6}" width="8" height="${r + 10}" fill="#5b3b24"/><circle cx="${x}" cy="${y - r * 0.6}" r="${r}" fill="#2f6b3a"/><circle cx="${x - r * 0.6}" cy="${y - r * 0.2}" r="${r * 0.7}" fill="#3b7d45"/>`)
    .join('');
  const awning = Array.from({ length: 9 }, (_, i) => `<rect x="${540 + i * 30}" y="232" width="30" height="26" fill="${i % 2 ? '#f4efe6' : '#c8372d'}"/>`).join('');
  const produce = Array.from({ length: 14 }, (_, i) => {
    const colours = ['#d9482b', '#3f8f3a', '#e89a2c', '#7a3b8f', '#e8c547'];
    return `<circle cx="${580 + (i % 7) * 26}" cy="${322 + Math.floor(i / 7) * 14}" r="9" fill="${colours[i % colours.length]}"/>`;
  }).join('');
  const body = `
  <rect width="${W}" height="260" fill="url(#sky)"/>
  <circle cx="660" cy="78" r="90" fill="url(#sun)"/><circle cx="660" cy="78" r="26" fill="#fffdf2"/>
  <g fill="#ffffff" opacity="0.85"><ellipse cx="170" cy="70" rx="70" ry="18"/><ellipse cx="215" cy="58" rx="45" ry="20"/><ellipse cx="420" cy="110" rx="60" ry="14"/></g>
  <path d="M0 222 Q120 180 240 214 T470 206 T800 196 V262 H0 Z" fill="#8fb29a"/>
  <path d="M0 246 Q160 222 330 244 T800 236 V268 H0 Z" fill="#6b9676"/>
  <rect y="258" width="${W}" height="${H - 258}" fill="#c7b27c"/>
  <path d="M0 300 Q200 286 380 300 L0 380 Z" fill="#a9a35f" opacity="0.6"/>
  ${trees}
  <path d="M372 258 L428 258 L800 ${H} L40 ${H} Z" fill="url(#road)"/>
  <path d="M372 258 L380 258 L80 ${H} L40 ${H} Z" fill="#8c5a36" opacity="0.5"/>
  <g>
    <rect x="126" y="206" width="238" height="104" rx="14" fill="#e2632b"/>
    <rect x="126" y="266" width="238" height="14" fill="#f3c23c"/>
    <rect x="126" y="286" width="238" height="6" fill="#2b7a78"/>
    ${Array.from({ length: 6 }, (_, i) => `<rect x="${140 + i * 34}" y="218" width="26" height="34" rx="4" fill="#2d4654"/>`).join('')}
    <rect x="334" y="214" width="26" height="48" rx="4" fill="#4b6a78"/>
    <rect x="306" y="254" width="22" height="50" fill="#b54a1f"/>
    <circle cx="350" cy="292" r="6" fill="#fff6cf"/>
    <rect x="120" y="296" width="250" height="10" rx="4" fill="#444"/>
    <circle cx="176" cy="312" r="17" fill="#222"/><circle cx="176" cy="312" r="7" fill="#888"/>
    <circle cx="312" cy="312" r="17" fill="#222"/><circle cx="312" cy="312" r="7" fill="#888"/>
    <rect x="150" y="196" width="190" height="12" rx="4" fill="#6d4a2f"/>
    <rect x="160" y="184" width="40" height="14" fill="#3a6ea5"/><rect x="210" y="186" width="34" height="12" fill="#d9a13b"/>
  </g>
  <g>
    <path d="M530 150 L800 128 L800 150 L530 168 Z" fill="#7b5a44"/>
    <rect x="540" y="160" width="260" height="220" fill="#ead9b0"/>
    <rect x="556" y="172" width="228" height="50" rx="6" fill="#1f6f8b"/>
    <circle cx="590" cy="197" r="15" fill="#f3c23c"/>
    <path d="M622 197 Q652 178 682 197 Q652 216 622 197 Z" fill="#ffffff"/><circle cx="652" cy="197" r="8" fill="#1f6f8b"/>
    <rect x="700" y="186" width="68" height="7" rx="3" fill="#f4efe6"/><rect x="700" y="201" width="52" height="7" rx="3" fill="#f4efe6"/>
    ${awning}
    <circle cx="610" cy="268" r="7" fill="#fff2a8"/>
    <rect x="560" y="258" width="220" height="80" fill="#6a4631" opacity="0.35"/>
    <rect x="566" y="336" width="214" height="34" fill="#8a5a3a"/>
    ${produce}
  </g>
  ${person(690, 330, 92, '#8d5a3b', '#2f7d6d', '#f0c33c')}
  ${person(455, 372, 118, '#7a4a2e', '#c2366b', '#f2a33a', true)}
  ${person(400, 300, 46, '#9a6440', '#3a5d9c', '#e6e1d3')}
  ${person(425, 296, 40, '#6e4129', '#e0a13a', '#b23a48')}
  ${person(560, 440, 150, '#8a5636', '#ece7da', '#4f7f3f')}
  <g>
    <circle cx="268" cy="420" r="18" fill="none" stroke="#2a2a2a" stroke-width="5"/><circle cx="352" cy="420" r="18" fill="none" stroke="#2a2a2a" stroke-width="5"/>
    <path d="M268 420 L300 392 L352 420 M300 392 L334 392 L352 420 M296 382 L306 382" stroke="#1f4e79" stroke-width="5" fill="none"/>
    ${person(312, 420, 104, '#7b4b2f', '#5a6e8c', '#d8d2c2')}
  </g>
  <g>
    <path d="M0 ${H} L0 520 Q40 470 120 462 Q210 470 250 530 L262 ${H} Z" fill="#d9352b"/>
    <path d="M30 ${H} Q60 520 120 508 Q190 520 220 ${H} Z" fill="#f1b82d"/>
    <rect x="100" y="430" width="42" height="50" fill="#8a5636"/>
    <ellipse cx="121" cy="382" rx="62" ry="72" fill="#9a6240"/>
    <path d="M57 380 Q58 306 121 304 Q186 306 186 380 Q170 336 121 334 Q72 336 57 380 Z" fill="#1b1412"/>
    <path d="M50 392 Q40 300 121 292 Q205 300 194 400 L190 470 Q176 380 121 330 Q66 380 52 470 Z" fill="#d9352b" opacity="0.9"/>
    <ellipse cx="98" cy="380" rx="8" ry="5" fill="#fff"/><circle cx="98" cy="380" r="4" fill="#24160f"/>
    <ellipse cx="144" cy="380" rx="8" ry="5" fill="#fff"/><circle cx="144" cy="380" r="4" fill="#24160f"/>
    <path d="M86 366 Q98 360 110 366 M132 366 Q144 360 156 366" stroke="#24160f" stroke-width="3" fill="none"/>
    <circle cx="121" cy="356" r="4" fill="#c8102e"/>
    <path d="M121 386 L116 408 L126 408" stroke="#6e3f25" stroke-width="3" fill="none"/>
    <path d="M104 424 Q121 436 138 424" stroke="#6e2a20" stroke-width="4" fill="none" stroke-linecap="round"/>
  </g>`;
  return svg(body, defs);
}

const png = (image: Sharp) => image.png({ compressionLevel: 6 }).toBuffer();

async function blur(image: Buffer, sigma: number): Promise<Buffer> {
  return png(sharp(image).blur(sigma));
}

async function layer(image: Buffer, layers: { body: string; defs?: string; blend?: Blend }[]): Promise<Buffer> {
  return png(sharp(image).composite(layers.map(({ body, defs, blend }) => ({ input: svg(body, defs), blend: blend ?? 'over' }))));
}

/** `top` shows through where the mask (drawn in white on black) is light, `base` elsewhere. */
async function mix(base: Buffer, top: Buffer, maskBody: string, maskDefs = ''): Promise<Buffer> {
  const alpha = await sharp(svg(`<rect width="${W}" height="${H}" fill="#000"/>${maskBody}`, maskDefs)).extractChannel(0).raw().toBuffer();
  // Flattened to raw RGB first: sharp would drop a joined alpha if removeAlpha ran in the same pipeline.
  const rgb = await sharp(top).removeAlpha().raw().toBuffer();
  const masked = await png(sharp(rgb, { raw: { width: W, height: H, channels: 3 } }).joinChannel(alpha, { raw: { width: W, height: H, channels: 1 } }));
  return png(sharp(base).composite([{ input: masked }]));
}

const soft = (id: string, sd: number) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
const haze = (colour: string, opacity: number) => ({ body: `<rect width="${W}" height="${H}" fill="${colour}" opacity="${opacity}"/>` });
function glow(cx: number, cy: number, r: number, opacity = 0.9) {
  const id = `g${cx}${cy}`;
  return {
    body: `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`,
    defs: `<radialGradient id="${id}"><stop offset="0" stop-color="#fffbe8" stop-opacity="${opacity}"/><stop offset="0.35" stop-color="#fff3c4" stop-opacity="${opacity * 0.55}"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>`,
    blend: 'screen' as Blend,
  };
}

/** Blotches at seeded places, for spots and patchy blur. */
function blotches(seed: number, count: number, minR: number, maxR: number, fill: string, opacity: number, filter: string): string {
  const rand = prng(seed);
  return Array.from({ length: count }, () => {
    const cx = r1(60 + rand() * (W - 120));
    const cy = r1(50 + rand() * (H - 100));
    const rx = r1(minR + rand() * (maxR - minR));
    const ry = r1(rx * (0.6 + rand() * 0.5));
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" opacity="${opacity}" filter="url(#${filter})"/>`;
  }).join('');
}

type Effect = (normal: Buffer) => Promise<Buffer>;

/** Each condition as the patient sees it, by file name (content names /images/vision/<name>.jpg). */
export const visionEffects: Record<string, Effect> = {
  normal: async (normal) => normal,
  // Cloudy lens: blur, faded yellow-brown colours, a milky veil and halos around every light.
  cataract: async (normal) => {
    const cloudy = await png(sharp(await blur(normal, 4.5)).modulate({ saturation: 0.6 }));
    return layer(cloudy, [
      { ...haze('#d6a640', 0.42), blend: 'multiply' },
      haze('#f6ecd2', 0.22),
      glow(660, 78, 190),
      glow(350, 292, 70),
      glow(610, 268, 60),
    ]);
  },
  // Growth on the nose side of the cornea: a fleshy, blurred wedge creeping towards the centre.
  pterygium: async (normal) => {
    const wedge = `<path d="M-20 170 Q160 250 330 300 Q160 350 -20 440 Z" fill="#fff" filter="url(#w)"/>`;
    const blurred = await mix(await blur(normal, 1), await blur(normal, 6), wedge, soft('w', 18));
    return layer(blurred, [{ body: `<path d="M-20 190 Q150 262 310 300 Q150 340 -20 420 Z" fill="#d9998a" opacity="0.72" filter="url(#p)"/>`, defs: soft('p', 16) }]);
  },
  // Damaged optic nerve: sight closes in from the sides, leaving a tunnel in the centre.
  glaucoma: async (normal) => {
    const edges = await mix(normal, await blur(normal, 5), `<rect width="${W}" height="${H}" fill="url(#e)"/>`, tunnel('e', '#fff'));
    return layer(edges, [{ body: `<rect width="${W}" height="${H}" fill="url(#t)"/>`, defs: tunnel('t', '#0b0b0b') }]);
  },
  // Inflamed uvea: a grey haze over everything, lower contrast, a few floating specks.
  uveitis: async (normal) => {
    const hazy = await png(sharp(await blur(normal, 2.4)).linear(0.72, 50));
    return layer(hazy, [haze('#e8e8ec', 0.3), { body: blotches(41, 9, 4, 10, '#555', 0.5, 'f'), defs: soft('f', 2) }]);
  },
  // Leaking retinal vessels: dark floating spots and patches of blur.
  'diabetic-retinopathy': async (normal) => {
    const patchy = await mix(normal, await blur(normal, 6), blotches(7, 9, 40, 90, '#fff', 1, 'b'), soft('b', 22));
    return layer(patchy, [{ body: blotches(11, 12, 8, 30, '#1a1410', 0.85, 's'), defs: soft('s', 5) }]);
  },
  // Narrowed, leaking vessels: dimmer sight, blurred patches and faint grey smudges.
  'hypertensive-retinopathy': async (normal) => {
    const patchy = await mix(normal, await blur(normal, 5), blotches(23, 6, 50, 110, '#fff', 1, 'b'), soft('b', 28));
    const dim = await png(sharp(patchy).modulate({ brightness: 0.72 }).linear(0.85, 10));
    return layer(dim, [{ body: blotches(29, 5, 14, 32, '#3a3330', 0.45, 's'), defs: soft('s', 9) }]);
  },
  // Retina pulled away: a dark curtain drawn in from one side, the edge of sight beside it blurred.
  'retinal-detachment': async (normal) => {
    const curtain = `<path d="M${W} 0 L520 0 Q470 120 505 230 Q540 340 470 460 Q450 540 480 ${H} L${W} ${H} Z"`;
    const edge = await mix(normal, await blur(normal, 5), `${curtain} fill="#fff" transform="translate(-70 0)" filter="url(#c)"/>`, soft('c', 30));
    return layer(edge, [{ body: `${curtain} fill="#0c0b12" opacity="0.93" filter="url(#k)"/>`, defs: soft('k', 14) }]);
  },
  // Blocked tear duct: a film of tears, so everything swims, most at the bottom where tears pool.
  dacryocystitis: async (normal) => {
    const watery = await mix(await blur(normal, 1.6), await blur(normal, 5), `<rect width="${W}" height="${H}" fill="url(#d)"/>`, `<linearGradient id="d" x1="0" y1="0" x2="0" y2="1"><stop offset="0.3" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient>`);
    return layer(watery, [haze('#eef6fb', 0.16), { body: blotches(5, 6, 20, 40, '#ffffff', 0.22, 't'), defs: soft('t', 8) }]);
  },
  // Ulcer on the cornea: a milky, blurred centre with glare; the edges stay clearer.
  'corneal-ulcer': async (normal) => {
    const centre = await mix(await blur(normal, 1.2), await blur(normal, 9), `<ellipse cx="400" cy="300" rx="260" ry="220" fill="url(#c)"/>`, `<radialGradient id="c"><stop offset="0.3" stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient>`);
    return layer(centre, [
      { body: `<ellipse cx="400" cy="300" rx="210" ry="180" fill="url(#m)"/>`, defs: `<radialGradient id="m"><stop offset="0" stop-color="#f4f1ea" stop-opacity="0.75"/><stop offset="1" stop-color="#f4f1ea" stop-opacity="0"/></radialGradient>` },
      glow(660, 78, 150, 0.7),
    ]);
  },
  // Short sight (what ICL corrects): far things blurred, the face close by still clear.
  'icl-ipcl': async (normal) =>
    mix(
      await blur(normal, 6.5),
      normal,
      `<ellipse cx="125" cy="420" rx="150" ry="190" fill="#fff" filter="url(#n)"/><rect y="560" width="${W}" height="60" fill="#fff" filter="url(#n)"/>`,
      soft('n', 22),
    ),
  // Eyes pointing different ways: two overlapping images of the same scene.
  squint: async (normal) => {
    const dx = 46;
    const dy = 8;
    const ghost = await png(sharp(normal).extract({ left: 0, top: 0, width: W - dx, height: H - dy }).removeAlpha().ensureAlpha(0.45));
    return png(sharp(normal).composite([{ input: ghost, left: dx, top: dy }]));
  },
};

function tunnel(id: string, colour: string): string {
  return `<radialGradient id="${id}" cx="400" cy="300" r="430" gradientUnits="userSpaceOnUse"><stop offset="0.28" stop-color="${colour}" stop-opacity="0"/><stop offset="0.62" stop-color="${colour}" stop-opacity="0.9"/><stop offset="0.78" stop-color="${colour}" stop-opacity="1"/></radialGradient>`;
}

/** Renders one simulation (by file name) as JPEG bytes. */
export async function renderVision(name: string, normal?: Buffer): Promise<Buffer> {
  const effect = visionEffects[name];
  if (!effect) throw new Error(`No vision simulation named "${name}" (scripts/vision-art.ts).`);
  const scene = normal ?? (await png(sharp(sceneSvg())));
  return encodeJpeg(sharp(await effect(scene)));
}
