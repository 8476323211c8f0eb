/** Types for run-line.mjs (plain JavaScript, used by scripts/lighthouse-collect.mjs without tsx). */
export interface RunNumbers {
  performance: number | null | undefined;
  fcp: number | null | undefined;
  lcp: number | null | undefined;
  tbt: number | null | undefined;
  /** Lighthouse's own time for the run. */
  seconds: number;
}

export interface LoggedRun {
  /** The folder's name without its round: `round-`, `applied-4g-`. */
  prefix: string;
  round: number;
  /** The URL's path, decoded: `/hi/`, `/__empty-reference__/`. */
  path: string;
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  seconds: number;
}

export function runLine(folder: string, url: string, numbers: RunNumbers): string;
export function parseRunLines(text: string): LoggedRun[];
export function hostLine(benchmarkIndex: number, slowdown: number): string;
export function parseBenchmarkIndex(text: string): number;
export const BENCHMARK_BANDS: number[];
export function benchmarkBand(index: number): string;
