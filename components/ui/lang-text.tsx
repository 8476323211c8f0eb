import { Fragment } from 'react';
import type { Locale } from '@/lib/i18n';

/** Three or more Latin-letter words in a row: an English phrase (a scheme's official name), not an abbreviation like "PM-JAY". */
const ENGLISH_RUN = /([A-Za-z][A-Za-z’'.-]*(?:[ ,]+[A-Za-z][A-Za-z’'.-]*){2,})/;

/**
 * A content text; on a page not in English, each English phrase inside it is marked lang="en",
 * so screen readers switch voice and the phrase is not read as Hindi.
 */
export function LangText({ text, locale }: { text: string; locale: Locale }) {
  if (locale === 'en') return text;
  const parts = text.split(ENGLISH_RUN);
  if (parts.length === 1) return text;
  return parts.map((part, i) => (i % 2 === 1 ? <span key={i} lang="en">{part}</span> : <Fragment key={i}>{part}</Fragment>));
}
