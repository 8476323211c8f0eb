import { ANIMATION } from '@/lib/constants';

export type RevealPreset = 'fadeUp' | 'stagger' | 'slideLeft' | 'slideRight' | 'scaleIn' | 'flipIn';

/** Start and end keyframes with durations for the entrance animation presets in lib/constants.ts. */
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
