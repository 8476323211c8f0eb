'use client';
import { useState, type ReactNode } from 'react';
import { offline as en } from '@/lib/i18n/en/offline';
import { offline as hi } from '@/lib/i18n/hi/offline';
import { useSaveData } from './use-save-data';

/**
 * Shows `children` (a map, the review widget) at once, unless the visitor saves data or is on
 * 2G: then a note and a button stand in until it is tapped, so nothing heavy loads by itself.
 */
export function SaveDataGate({ what, children }: { what: 'map' | 'reviews'; children: ReactNode }) {
  const saveData = useSaveData();
  const [asked, setAsked] = useState(false);
  if (!saveData || asked) return children;
  const t = (document.documentElement.lang.startsWith('hi') ? hi : en).saveData;
  return (
    <div className="grid min-h-40 place-items-center gap-3 rounded-lg border border-slate-300 bg-slate-100 p-6 text-center dark:border-slate-700 dark:bg-slate-800" data-testid={`save-data-${what}`}>
      <p>{t.note}</p>
      <button type="button" onClick={() => setAsked(true)} className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        {what === 'map' ? t.showMap : t.showReviews}
      </button>
    </div>
  );
}
