/**
 * A reading-age measure we can compute: Flesch-Kincaid grade level and average sentence length
 * over a page's English text. FK grade 4 to 6 is a reading age of about 9 to 11 (grade + 5).
 */

/** Every text inside a content or dictionary object, skipping identity values (ids, links, dates). */
export function textsOf(value: unknown, skip: ReadonlySet<string> = new Set(['id', 'href', 'tel', 'lastReviewed', 'amount', 'description'])): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, skip));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => (skip.has(key) ? [] : textsOf(item, skip)));
  return [];
}

/** Sentences of a list of texts; a text without a full stop (a heading, a label) counts as one sentence. */
export function sentences(texts: readonly string[]): string[] {
  return texts.flatMap((text) =>
    text
      .split(/(?<=[.!?])\s+|:\s+/)
      .map((s) => s.trim())
      .filter((s) => words(s).length > 0),
  );
}

export function words(text: string): string[] {
  return text.match(/[A-Za-z0-9]+(?:[’'-][A-Za-z0-9]+)*/g) ?? [];
}

/** Syllables of an English word by vowel groups (a standard approximation, good to about one in ten words). */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 1; // a number reads as about one syllable a group of digits
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouyscgzxh]es|[^laeiouytd]ed|[^laeiouy]e)$/, (end) => end[0]).replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]+/g)?.length ?? 0;
  return Math.max(1, groups);
}

export interface Readability {
  sentences: number;
  words: number;
  wordsPerSentence: number;
  /** The longest sentence, in words. */
  longest: number;
  syllablesPerWord: number;
  /** Flesch-Kincaid grade level. */
  grade: number;
}

export function readability(texts: readonly string[]): Readability {
  const list = sentences(texts);
  const all = list.flatMap(words);
  const syllableCount = all.reduce((sum, w) => sum + syllables(w), 0);
  const wordsPerSentence = all.length / list.length;
  const syllablesPerWord = syllableCount / all.length;
  return {
    sentences: list.length,
    words: all.length,
    wordsPerSentence,
    longest: Math.max(...list.map((s) => words(s).length)),
    syllablesPerWord,
    grade: 0.39 * wordsPerSentence + 11.8 * syllablesPerWord - 15.59,
  };
}
