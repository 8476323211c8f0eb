/** The statistics band's counter: the value shown `elapsed` ms into a count of `duration` ms. */
export function countUpValue(target: number, elapsed: number, duration: number): number {
  if (elapsed <= 0) return 0;
  if (elapsed >= duration) return target;
  const t = elapsed / duration;
  // Ease out: fast at first, settling gently on the final number.
  const eased = 1 - (1 - t) ** 3;
  return Math.min(target, Math.round(target * eased));
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A count in the page's language (a BCP 47 tag such as 'hi-IN'): 70000 -> "70,000" in India.
 * One formatter per language: building one loads the locale's data (about 10 ms on a slow phone)
 * and a counting number is formatted on every animation frame.
 */
export function formatCount(value: number, localeTag: string): string {
  let format = formats.get(localeTag);
  if (!format) formats.set(localeTag, (format = new Intl.NumberFormat(localeTag)));
  return format.format(value);
}
