import { describe, expect, it } from 'vitest';
import { REFERENCE_PATTERN, newReference, referenceNumber } from './reference';

const today = '2026-03-10';

describe('reference numbers', () => {
  it('have the format DEH-YYMMDD-XXXX with the request date', () => {
    const reference = referenceNumber(today);
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(reference.slice(0, 11)).toBe('DEH-260310-');
  });
  it('are deterministic for a given random source and avoid look-alike characters', () => {
    const fixed = (value: number) => () => value;
    expect(referenceNumber(today, fixed(0))).toBe('DEH-260310-AAAA');
    expect(referenceNumber(today, fixed(0.999))).toBe('DEH-260310-9999');
    let seed = 0;
    const sequence = () => [0.25, 0.5, 0.75, 0.1][seed++ % 4];
    expect(referenceNumber('2027-12-31', sequence)).toBe('DEH-271231-JS2D');
    for (let i = 0; i < 200; i++) expect(referenceNumber(today).slice(11)).not.toMatch(/[01IO]/);
  });
});

describe('newReference', () => {
  it('dates the reference on the local calendar of the moment given', () => {
    expect(newReference(new Date(2026, 2, 10, 23, 59))).toMatch(/^DEH-260310-/);
    expect(newReference()).toMatch(REFERENCE_PATTERN);
  });
});
