'use client';
import { useState, type ReactNode } from 'react';
import { offline as en } from '@/lib/i18n/en/offline';
import { offline as hi } from '@/lib/i18n/hi/offline';
import { useSaveData } from './use-save-data';

/** The review widget's status line (`components/home/review-widget.tsx`): its stand-in is as tall. */
export const REVIEWS_LINE = 'min-h-7';

/**
 * Shows `children` (a map, the review widget) at once, unless the visitor saves data or is on
 * 2G: then a note and a button stand in until it is tapped, so nothing heavy loads by itself.
 * The server cannot know, so it sends `children`, and the stand-in takes the same box, so the swap
 * after hydration moves nothing around it: `size` for a map (it can be on the first screen), and
 * for the review widget, whose own box is one status line, a button on one line of that height
 * (a note and a button, at least 10rem, moved the gallery below down 132 px for a visitor there).
 */
export function SaveDataGate(props: ({ what: 'map'; size: string } | { what: 'reviews' }) & { children: ReactNode }) {
  const saveData = useSaveData();
  const [asked, setAsked] = useState(false);
  if (!saveData || asked) return props.children;
  const t = (document.documentElement.lang.startsWith('hi') ? hi : en).saveData;
  if (props.what === 'reviews') {
    return (
      <p key="stand-in" className={`flex ${REVIEWS_LINE} items-center justify-center text-sm`} data-testid="save-data-reviews">
        <button type="button" onClick={() => setAsked(true)} className={`${REVIEWS_LINE} rounded-md px-2 font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50 dark:text-brand-200 dark:hover:bg-slate-800`}>
          {t.showReviews}
        </button>
      </p>
    );
  }
  return (
    // A key of its own: React makes new elements rather than reusing the map's box and its note,
    // which would count as a moved element (a layout shift) even at the same size.
    <div key="stand-in" className={`grid ${props.size} place-items-center gap-3 rounded-lg border border-slate-300 bg-slate-100 p-6 text-center dark:border-slate-700 dark:bg-slate-800`} data-testid="save-data-map">
      <p>{t.note}</p>
      <button type="button" onClick={() => setAsked(true)} className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {t.showMap}
      </button>
    </div>
  );
}
