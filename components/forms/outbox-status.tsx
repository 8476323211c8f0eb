'use client';
import { Trash2 } from '@/components/ui/icons/trash-2';
import { useEffect, useRef, useState } from 'react';
import { offline as en } from '@/lib/i18n/en/offline';
import { offline as hi } from '@/lib/i18n/hi/offline';
import { format, type Dictionary } from '@/lib/i18n';
import { deleteFromOutbox, listOutbox, subscribeOutbox, type OutboxKind } from '@/lib/outbox';

type ShownState = 'waiting' | 'sending' | 'sent';

/** References whose "sent" the visitor has been shown; a receipt is shown until then, after a reload too. */
const ACKNOWLEDGED_KEY = 'outbox-acknowledged';

function readAcknowledged(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(ACKNOWLEDGED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function writeAcknowledged(references: string[]): void {
  try {
    localStorage.setItem(ACKNOWLEDGED_KEY, JSON.stringify(references));
  } catch {
    // Storage full or off: the receipt is simply shown again next time.
  }
}

/**
 * The requests of one form that wait on this phone (IndexedDB, lib/outbox) and what becomes of
 * them: read on mount, so a reload still shows them, and followed as they are sent. Only its own
 * two strings files are loaded, in the page's language.
 */
export function OutboxStatus({ kind }: { kind: OutboxKind }) {
  const [items, setItems] = useState<{ reference: string; state: ShownState }[]>([]);
  // References shown in this visit: they stay in view as they turn to "sent".
  const seen = useRef(new Set<string>());

  useEffect(() => {
    let live = true;
    const refresh = async () => {
      const entries = await listOutbox().catch(() => []);
      if (!live) return;
      const acknowledged = readAcknowledged();
      const shown = entries.filter((e) => e.kind === kind && (e.state !== 'sent' || seen.current.has(e.reference) || !acknowledged.has(e.reference)));
      for (const e of shown) seen.current.add(e.reference);
      // A "sent" now on screen counts as seen; references no longer in the outbox are forgotten.
      const receipts = new Set(entries.filter((e) => e.state === 'sent').map((e) => e.reference));
      writeAcknowledged([...new Set([...acknowledged, ...shown.filter((e) => e.state === 'sent').map((e) => e.reference)])].filter((r) => receipts.has(r)));
      setItems(shown.map(({ reference, state }) => ({ reference, state })));
    };
    const unsubscribe = subscribeOutbox(() => void refresh());
    void refresh();
    return () => {
      live = false;
      unsubscribe();
    };
  }, [kind]);

  // Never rendered on the server (the outbox is read after mount), so the document is there.
  if (items.length === 0) return null;
  const t: Dictionary['offline']['outbox'] = (document.documentElement.lang.startsWith('hi') ? hi : en).outbox;
  return (
    <div role="status" className="rounded-lg border border-brand-700 bg-brand-50 p-5 text-slate-900 sm:col-span-2 dark:border-brand-200 dark:bg-slate-900 dark:text-white" data-testid={`outbox-${kind}`}>
      <p className="font-semibold">{t.title}</p>
      <ul className="mt-2 space-y-4">
        {items.map(({ reference, state }) => (
          <li key={reference} data-testid="outbox-item" data-state={state} data-reference={reference}>
            {state !== 'sent' && <p>{t.savedText}</p>}
            <p className="mt-2">
              {t.kinds[kind]}, {t.reference}: <span className="font-mono text-xl font-bold tracking-wider">{reference}</span>
            </p>
            <p className="mt-1">
              {t.state}: <strong data-testid="outbox-state">{t.states[state]}</strong>
            </p>
            {state === 'waiting' && (
              <button
                type="button"
                onClick={() => void deleteFromOutbox(reference)}
                aria-label={format(t.deleteLabel, { reference })}
                className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-500 px-4 py-2 font-semibold hover:bg-white dark:hover:bg-slate-800"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {t.delete}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
