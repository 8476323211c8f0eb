import { Fragment } from 'react';
import { englishRuns } from '@/lib/english-runs';
import type { Locale } from '@/lib/i18n';

/** A text of a non-English page whose English phrases carry lang="en"; on English pages the text as is. */
export function MixedText({ text, locale }: { text: string; locale: Locale }) {
  if (locale === 'en') return text;
  return englishRuns(text).map((part, i) =>
    part.english ? (
      <span key={i} lang="en">
        {part.text}
      </span>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}
