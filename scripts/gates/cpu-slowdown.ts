/**
 * Lighthouse's mobile preset slows the CPU 4x, which assumes a fast desktop host. On a slower or
 * busy host the same 4x emulates a much slower phone than intended, so the multiplier is
 * calibrated from the host's benchmarkIndex with Lighthouse's published CPU-throttling formula
 * (github.com/GoogleChrome/lighthouse docs/throttling.md, "lighthouse-cpu-throttling-calculator"),
 * never above the preset's 4x. LIGHTHOUSE_CPU_SLOWDOWN overrides it.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.min(4, Math.max(1, multiplier)) * 10) / 10;
}
