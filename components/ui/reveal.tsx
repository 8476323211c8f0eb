'use client';
import { inView } from 'motion';
import { animate } from 'motion/mini';
import { useEffect, useRef, type ElementType, type ReactNode } from 'react';
import { ANIMATION } from '@/lib/constants';

export type RevealPreset = 'fadeUp' | 'stagger' | 'slideLeft' | 'slideRight' | 'scaleIn' | 'flipIn';

/** Start and end keyframes with durations for SPEC section 9's presets. */
export function presetKeyframes(preset: RevealPreset): { from: string; duration: number; childDelay: number } {
  switch (preset) {
    case 'fadeUp':
      return { from: `translateY(${ANIMATION.fadeUp.y}px)`, duration: ANIMATION.fadeUp.duration, childDelay: 0 };
    case 'stagger':
      return { from: `translateY(${ANIMATION.stagger.y}px)`, duration: ANIMATION.stagger.duration, childDelay: ANIMATION.stagger.childDelay };
    case 'slideLeft':
      return { from: `translateX(${ANIMATION.slideLeft.x}px)`, duration: ANIMATION.slideLeft.duration, childDelay: 0 };
    case 'slideRight':
      return { from: `translateX(${ANIMATION.slideRight.x}px)`, duration: ANIMATION.slideRight.duration, childDelay: 0 };
    case 'scaleIn':
      return { from: `scale(${ANIMATION.scaleIn.scale})`, duration: ANIMATION.scaleIn.duration, childDelay: 0 };
    case 'flipIn':
      return { from: `perspective(800px) rotateY(${ANIMATION.flipIn.rotateY}deg)`, duration: ANIMATION.flipIn.duration, childDelay: 0 };
  }
}

/**
 * Entrance animation when the block first scrolls into view. The server HTML is fully visible:
 * only blocks still below the fold are hidden, after hydration, and nothing moves for visitors
 * who prefer reduced motion.
 */
export function Reveal({
  preset = 'fadeUp',
  as: Tag = 'div',
  className,
  children,
}: {
  preset?: RevealPreset;
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (el.getBoundingClientRect().top < window.innerHeight) return;
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
  }, [preset]);

  return (
    <Tag ref={ref} className={className} data-reveal={preset}>
      {children}
    </Tag>
  );
}
