import { expect, test } from 'vitest';
import { cpuSlowdownFor } from './cpu-slowdown';

test("follows Lighthouse's calculator, between 1x and the mobile preset's 4x", () => {
  expect(cpuSlowdownFor(2000)).toBe(4);
  expect(cpuSlowdownFor(1533)).toBe(4);
  expect(cpuSlowdownFor(1300)).toBe(3);
  expect(cpuSlowdownFor(1050)).toBe(2.5);
  expect(cpuSlowdownFor(800)).toBe(2);
  expect(cpuSlowdownFor(475)).toBe(1.5);
  expect(cpuSlowdownFor(100)).toBe(1);
});
