/** The statistics band's counter: the value shown `elapsed` ms into a count of `duration` ms. */
export function countUpValue(target: number, elapsed: number, duration: number): number {
  if (elapsed <= 0) return 0;
  if (elapsed >= duration) return target;
  const t = elapsed / duration;
  // Ease out: fast at first, settling gently on the final number.
  const eased = 1 - (1 - t) ** 3;
  return Math.min(target, Math.round(target * eased));
}

/** A count in the page's language (a BCP 47 tag such as 'hi-IN'): 70000 -> "70,000" in India. */
export function formatCount(value: number, localeTag: string): string {
  return new Intl.NumberFormat(localeTag).format(value);
}
