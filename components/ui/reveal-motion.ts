import { inView } from 'motion';
import { animate } from 'motion/mini';
import { presetKeyframes, type RevealPreset } from './reveal-presets';

/**
 * The motion half of Reveal, loaded after the page (components/ui/deferred.ts): hides a block
 * that is still below the fold and plays its preset when it first scrolls into view. Returns
 * the cleanup that stops watching.
 */
export function revealOnView(el: HTMLElement, preset: RevealPreset): () => void {
  if (el.getBoundingClientRect().top < window.innerHeight) return () => {};
  const { from, duration, childDelay } = presetKeyframes(preset);
  const targets = preset === 'stagger' ? (Array.from(el.children) as HTMLElement[]) : [el];
  targets.forEach((t) => {
    t.style.opacity = '0';
    t.style.transform = from;
  });
  return inView(
    el,
    () => {
      targets.forEach((t, i) => {
        animate(t, { opacity: [0, 1], transform: [from, 'none'] }, { duration, delay: i * childDelay, ease: 'easeOut' }).finished.then(() => {
          t.style.opacity = '';
          t.style.transform = '';
        });
      });
    },
    { amount: 0.15 },
  );
}
