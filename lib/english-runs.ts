/**
 * Splits a text of another language into its parts and the English phrases inside it (two or more
 * Latin words, e.g. "District Blindness Control Society"), so a page can mark those with lang="en"
 * and a screen reader switches voice for them. Single words and abbreviations (CSR, MBBS) stay
 * in the text: they are read well enough by the page's own voice.
 */
const ENGLISH_PHRASE = /[A-Za-z][\w.’'+-]*(?:[ \t]+[A-Za-z0-9][\w.’'+-]*)+/g;

export interface TextPart {
  text: string;
  english: boolean;
}

export function englishRuns(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ENGLISH_PHRASE)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), english: false });
    parts.push({ text: match[0], english: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), english: false });
  return parts;
}
