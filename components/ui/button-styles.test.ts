import { describe, expect, it } from 'vitest';
import { buttonClass, buttonSizes, buttonVariants, type ButtonVariant } from './button-styles';

const variants = Object.keys(buttonVariants) as ButtonVariant[];

describe('buttonClass', () => {
  it.each(variants)('gives the %s variant a text colour and a hover in both themes', (variant) => {
    const classes = buttonClass({ variant }).split(/\s+/);
    expect(classes).toEqual(expect.arrayContaining([expect.stringMatching(/^text-/), expect.stringMatching(/^dark:text-/)]));
    expect(classes).toEqual(expect.arrayContaining([expect.stringMatching(/^hover:/), expect.stringMatching(/^dark:hover:/)]));
  });

  it('never hides the focus outline (the site-wide :focus-visible ring must show)', () => {
    for (const variant of variants) expect(buttonClass({ variant })).not.toMatch(/outline-none|outline-0/);
  });

  it('is a primary, medium inline button by default and adds placement classes last', () => {
    expect(buttonClass()).toBe(`inline-flex items-center justify-center rounded-md font-semibold ${buttonSizes.md} ${buttonVariants.primary}`);
    expect(buttonClass({ block: true, align: 'start', className: 'mt-5' })).toMatch(/^flex items-center justify-start .* mt-5$/);
  });
});
