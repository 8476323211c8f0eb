import { describe, expect, it } from 'vitest';
import { presetKeyframes } from './reveal';

describe('entrance animation presets (SPEC section 9)', () => {
  it('uses the SPEC offsets and durations', () => {
    expect(presetKeyframes('fadeUp')).toEqual({ from: 'translateY(50px)', duration: 0.8, childDelay: 0 });
    expect(presetKeyframes('stagger')).toEqual({ from: 'translateY(50px)', duration: 1, childDelay: 0.15 });
    expect(presetKeyframes('slideLeft')).toEqual({ from: 'translateX(-100px)', duration: 0.5, childDelay: 0 });
    expect(presetKeyframes('slideRight')).toEqual({ from: 'translateX(100px)', duration: 0.5, childDelay: 0 });
    expect(presetKeyframes('scaleIn')).toEqual({ from: 'scale(0.95)', duration: 0.9, childDelay: 0 });
    expect(presetKeyframes('flipIn')).toEqual({ from: 'perspective(800px) rotateY(-90deg)', duration: 1, childDelay: 0 });
  });
});
