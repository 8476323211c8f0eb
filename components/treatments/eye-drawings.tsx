import type { ReactNode } from 'react';
import type { EyePart } from '@/content/types';
import { format, type Dictionary } from '@/lib/i18n';

/** Legend order: the number each part carries in both drawings. */
export const EYE_PARTS: readonly EyePart[] = ['cornea', 'conjunctiva', 'uvea', 'lens', 'retina', 'opticNerve', 'muscles', 'tearDuct'];

const HIGHLIGHT = '#f59e0b';
const LINE = '#475569';

/** Side view: centre of the eyeball and a point on a circle around it, angle 0 at the front (left). */
const C = { x: 178, y: 112 };
function at(r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [Math.round((C.x - r * Math.cos(a)) * 10) / 10, Math.round((C.y - r * Math.sin(a)) * 10) / 10];
}
/** An arc of radius r from `from` to `to` degrees (clockwise on screen: over the top, round the back). */
function arc(r: number, from: number, to: number): string {
  const [x1, y1] = at(r, from);
  const [x2, y2] = at(r, to);
  return `M${x1} ${y1} A${r} ${r} 0 ${to - from > 180 ? 1 : 0} 1 ${x2} ${y2}`;
}

interface Shape {
  part: EyePart;
  /** Where the number badge sits and the point on the part its leader line touches. */
  badge: [number, number];
  touch: [number, number];
  draw: (on: boolean) => ReactNode;
}

const stroke = (on: boolean, colour: string) => (on ? HIGHLIGHT : colour);

const sideShapes: Shape[] = [
  {
    part: 'muscles',
    badge: [300, 24],
    touch: [240, 40],
    draw: (on) => (
      <g fill={on ? HIGHLIGHT : '#f3a6a0'} stroke={on ? '#92400e' : '#b45b55'} strokeWidth={on ? 2 : 1}>
        <path d="M120 30 Q210 -4 312 92 L306 100 Q210 14 128 40 Z" />
        <path d="M120 194 Q210 228 312 132 L306 124 Q210 210 128 184 Z" />
      </g>
    ),
  },
  {
    part: 'opticNerve',
    badge: [312, 170],
    touch: [296, 120],
    draw: (on) => <path d="M262 100 L318 94 L318 130 L262 124 Z" fill={on ? HIGHLIGHT : '#fcd9a0'} stroke={on ? '#92400e' : '#a16207'} strokeWidth={on ? 2.5 : 1.5} />,
  },
  {
    part: 'conjunctiva',
    badge: [92, 20],
    touch: [114, 44],
    draw: (on) => (
      <g fill="none" stroke={stroke(on, '#e879a9')} strokeWidth={on ? 5 : 2}>
        <path d={arc(97, 36, 72)} />
        <path d={arc(97, -72, -36)} />
      </g>
    ),
  },
  {
    part: 'uvea',
    badge: [232, 206],
    touch: [214, 188],
    draw: (on) => (
      <g fill="none" stroke={stroke(on, '#8b5a2b')} strokeLinecap="round">
        <path d={arc(82, 40, 320)} strokeWidth={on ? 7 : 5} />
        <path d="M114 66 L114 96 M114 128 L114 158" strokeWidth={on ? 8 : 6} />
        <path d="M116 62 Q124 70 118 80 M116 162 Q124 154 118 144" strokeWidth={on ? 7 : 5} />
      </g>
    ),
  },
  {
    part: 'retina',
    badge: [248, 0],
    touch: [236, 64],
    draw: (on) => (
      <g fill="none" stroke={stroke(on, '#dc2626')} strokeLinecap="round">
        <path d={arc(76, 48, 312)} strokeWidth={on ? 6 : 3} />
        <path d="M252 112 Q236 84 212 52 M252 112 Q232 110 200 40 M252 112 Q236 140 212 172 M252 112 Q230 122 196 186" strokeWidth={on ? 3 : 1.5} />
      </g>
    ),
  },
  {
    part: 'lens',
    badge: [150, 206],
    touch: [132, 138],
    draw: (on) => <ellipse cx="130" cy="112" rx="13" ry="30" fill={on ? HIGHLIGHT : '#dbeafe'} stroke={on ? '#92400e' : LINE} strokeWidth={on ? 2.5 : 1.5} />,
  },
  {
    part: 'cornea',
    badge: [52, 60],
    touch: [72, 84],
    draw: (on) => <path d={`M${at(90, 36).join(' ')} Q40 112 ${at(90, -36).join(' ')}`} fill={on ? '#fde68a' : '#e0f2fe'} fillOpacity={0.7} stroke={stroke(on, '#0284c7')} strokeWidth={on ? 5 : 2} />,
  },
];

const frontShapes: Shape[] = [
  {
    part: 'conjunctiva',
    badge: [272, 46],
    touch: [240, 96],
    draw: (on) => <path d="M46 112 Q168 24 290 112 Q168 198 46 112 Z" fill={on ? '#fcd9b6' : '#fbfaf7'} stroke={on ? HIGHLIGHT : '#7c4a2e'} strokeWidth={on ? 5 : 3} />,
  },
  {
    part: 'uvea',
    badge: [96, 200],
    touch: [140, 140],
    draw: (on) => <circle cx="170" cy="112" r="42" fill="#7c4a1e" stroke={on ? HIGHLIGHT : '#5b3414'} strokeWidth={on ? 7 : 2} />,
  },
  {
    part: 'lens',
    badge: [250, 200],
    touch: [180, 122],
    draw: (on) => <circle cx="170" cy="112" r="16" fill={on ? '#fde68a' : '#111827'} stroke={on ? '#92400e' : 'none'} strokeWidth={2.5} />,
  },
  {
    part: 'cornea',
    badge: [214, 18],
    touch: [196, 72],
    draw: (on) => <circle cx="170" cy="112" r="48" fill="#e0f2fe" fillOpacity={0.25} stroke={stroke(on, '#0284c7')} strokeWidth={on ? 5 : 2} strokeDasharray={on ? undefined : '5 4'} />,
  },
  {
    part: 'tearDuct',
    badge: [16, 200],
    touch: [30, 160],
    draw: (on) => (
      <g fill="none" stroke={stroke(on, '#60a5fa')} strokeLinecap="round">
        <path d="M52 104 Q40 96 32 92 M52 120 Q40 112 32 106" strokeWidth={on ? 4 : 2.5} />
        <ellipse cx="28" cy="98" rx="8" ry="16" fill={on ? '#fde68a' : '#bfdbfe'} strokeWidth={on ? 4 : 2.5} />
        <path d="M28 114 Q26 150 34 196" strokeWidth={on ? 8 : 5} />
      </g>
    ),
  },
];

function Drawing({ label, shapes, part, viewBox, skin }: { label: string; shapes: Shape[]; part: EyePart; viewBox: string; skin?: ReactNode }) {
  return (
    // A light panel in both themes, so the dark leader lines and outlines keep their contrast.
    <svg viewBox={viewBox} role="img" aria-label={label} className="h-auto w-full rounded-lg bg-slate-50" data-eye-drawing>
      {skin}
      {shapes.map((shape) => (
        <g key={shape.part} data-part={shape.part} data-highlighted={shape.part === part || undefined}>
          {shape.draw(shape.part === part)}
        </g>
      ))}
      {shapes.map(({ part: p, badge: [x, y], touch: [tx, ty] }) => (
        <g key={p} aria-hidden="true">
          <line x1={x} y1={y} x2={tx} y2={ty} stroke="#0f172a" strokeWidth="1.2" />
          <circle cx={x} cy={y} r="11" fill={p === part ? '#92400e' : '#0f172a'} stroke="#fff" strokeWidth="2" />
          <text x={x} y={y + 4.5} textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
            {EYE_PARTS.indexOf(p) + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}

/**
 * A labelled cross-section and front view of the eye with the part a condition affects drawn in
 * amber. Numbers in the drawings point to an HTML legend, so labels come from the dictionary (and
 * can be long in any language) and keep the theme's contrast.
 */
export function EyeDrawings({ part, name, text }: { part: EyePart; name: string; text: Dictionary['treatments']['eye'] }) {
  return (
    <figure data-testid="eye-drawings" data-eye-part={part} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <figcaption className="text-lg font-semibold">{format(text.affected, { name, part: text.parts[part] })}</figcaption>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Drawing label={text.side} shapes={sideShapes} part={part} viewBox="-6 -14 334 234" skin={<circle cx={C.x} cy={C.y} r="90" fill="#fbfaf7" stroke={LINE} strokeWidth="2.5" />} />
        <Drawing
          label={text.front}
          shapes={frontShapes}
          part={part}
          viewBox="0 0 320 216"
          skin={<path d="M8 112 Q14 22 168 16 Q318 22 316 112 Q316 204 168 210 Q14 204 8 112 Z" fill="#c98e64" />}
        />
      </div>
      <ol className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {EYE_PARTS.map((p, i) => (
          <li key={p} className={`flex gap-2 ${p === part ? 'font-bold text-amber-800 dark:text-amber-300' : 'text-slate-700 dark:text-slate-300'}`}>
            <span aria-hidden="true" className={`inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs text-white ${p === part ? 'bg-amber-800' : 'bg-slate-900 dark:bg-slate-600'}`}>
              {i + 1}
            </span>
            {text.parts[p]}
          </li>
        ))}
      </ol>
    </figure>
  );
}
