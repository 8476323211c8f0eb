'use client';
import { X } from '@/components/ui/icons/x';
import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { LANGUAGE_HINT_DISMISSED_KEY, prefersLocale } from './language';
import { useTwinPath } from './language-switch';

interface HintText {
  invite: string;
  read: string;
  dismiss: string;
  label: string;
}

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(LANGUAGE_HINT_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * A one-line invitation, in `target`'s own words, to read this page in `target`, for browsers that
 * prefer it. Never in the server HTML and fixed over the bottom edge, so nothing on the page moves;
 * it stops short of the back-to-top button. Closing it is remembered on this device.
 */
export function LanguageHint({ target, text }: { target: Locale; text: HintText }) {
  const href = useTwinPath(target);
  const [show, setShow] = useState(false);

  useEffect(() => {
    // Read once after hydration: the server cannot know the browser's languages.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (prefersLocale(navigator.languages ?? [navigator.language], target) && !dismissedBefore()) setShow(true);
  }, [target]);

  if (!show) return null;
  const dismiss = () => {
    setShow(false);
    try {
      localStorage.setItem(LANGUAGE_HINT_DISMISSED_KEY, 'true');
    } catch {
      // Private mode: it stays closed for this page only.
    }
  };
  return (
    <aside
      lang={target}
      aria-label={text.label}
      data-testid="language-hint"
      className="fixed bottom-4 left-4 right-20 z-30 mx-auto flex max-w-xl items-center gap-2 rounded-lg bg-brand-800 py-1 pr-1 pl-4 text-sm leading-relaxed text-white shadow-lg"
    >
      <p className="min-w-0 flex-1">
        <span className="max-sm:sr-only">{text.invite} </span>
        <a href={href} hrefLang={target} className="font-semibold underline underline-offset-2 hover:no-underline">
          {text.read}
        </a>
      </p>
      <button
        type="button"
        onClick={dismiss}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md hover:bg-white/15"
      >
        <X aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">{text.dismiss}</span>
      </button>
    </aside>
  );
}
