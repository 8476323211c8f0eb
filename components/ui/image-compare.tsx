'use client';
import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import type { SizedImage } from '@/content/types';
import { format, type Dictionary } from '@/lib/i18n';
import { Picture } from './picture';


const START = 50;

/**
 * Two pictures of the same size compared with a divider: drag across the picture (mouse or touch)
 * or move the slider with the arrow keys. The server HTML already has the live layout where
 * scripts are enabled (a CSS media query, so nothing shifts when React arrives); with scripts off
 * it shows the two pictures side by side, each with its label.
 */
export function ImageCompare({
  before,
  after,
  beforeLabel,
  afterLabel,
  sliderLabel,
  text,
  sizes,
}: {
  before: SizedImage;
  after: SizedImage;
  beforeLabel: string;
  afterLabel: string;
  /** Accessible name of the slider. */
  sliderLabel: string;
  /** valueText's "{percent}" is how much of the first picture shows; the hint shows only where scripts run. */
  text: Pick<Dictionary['treatments']['vision'], 'valueText' | 'hint'>;
  sizes: string;
}) {
  const [split, setSplit] = useState(START);
  const area = useRef<HTMLDivElement>(null);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = area.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setSplit(Math.round(Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100))));
  };

  // Classes under [@media(scripting:enabled)] apply only where scripts run, from the first paint;
  // without scripts (or in a browser too old to tell) the two pictures sit side by side.
  const label = 'pointer-events-none absolute top-2 rounded bg-slate-900/85 px-2 py-1 text-sm font-semibold text-white';
  return (
    <div data-testid="image-compare" data-split={split}>
      <div
        ref={area}
        data-testid="image-compare-area"
        className={`grid grid-cols-2 gap-2 [@media(scripting:enabled)]:cursor-ew-resize [@media(scripting:enabled)]:touch-pan-y [@media(scripting:enabled)]:select-none [@media(scripting:enabled)]:grid-cols-1 [@media(scripting:enabled)]:gap-0`}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          follow(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) follow(event);
        }}
      >
        <div className={`relative overflow-hidden rounded-lg [@media(scripting:enabled)]:[grid-area:1/1]`} data-pane="before">
          <Picture image={before} sizes={sizes} className="pointer-events-none aspect-[4/3] w-full object-cover" />
          <span className={`${label} left-2`}>{beforeLabel}</span>
        </div>
        <div
          className={`relative overflow-hidden rounded-lg [@media(scripting:enabled)]:[grid-area:1/1] [@media(scripting:enabled)]:[clip-path:inset(0_0_0_var(--split))]`}
          style={{ '--split': `${split}%` } as CSSProperties}
          data-pane="after"
        >
          <Picture image={after} sizes={sizes} className="pointer-events-none aspect-[4/3] w-full object-cover" />
          <span className={`${label} left-2 [@media(scripting:enabled)]:left-auto [@media(scripting:enabled)]:right-2`}>{afterLabel}</span>
        </div>
        <div
          aria-hidden="true"
          className={`pointer-events-none hidden [@media(scripting:enabled)]:block [@media(scripting:enabled)]:[grid-area:1/1] [@media(scripting:enabled)]:relative`}
        >
          <span className="absolute inset-y-0 w-1 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgba(15,23,42,0.6)]" style={{ left: `${split}%` }} />
          <span
            className="absolute top-1/2 h-9 w-9 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-slate-900 bg-white"
            style={{ left: `${split}%` }}
          />
        </div>
      </div>
      <div className={`mt-3 hidden [@media(scripting:enabled)]:block`}>
        <input
          type="range"
          min={0}
          max={100}
          step={5}
          value={split}
          onChange={(event) => setSplit(Number(event.target.value))}
          aria-label={sliderLabel}
          aria-valuetext={format(text.valueText, { percent: split })}
          data-testid="image-compare-slider"
          className="h-11 w-full cursor-pointer accent-brand-700 dark:accent-brand-300"
        />
        <p className="text-sm text-slate-700 dark:text-slate-300">{text.hint}</p>
      </div>
    </div>
  );
}
