'use client';
import { Moon } from '@/components/ui/icons/moon';
import { Sun } from '@/components/ui/icons/sun';
import { useClientSnapshot } from '@/components/ui/use-client-snapshot';
import { THEME_STORAGE_KEY } from './theme';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains('dark');

/** Top-bar button: toggles the root's dark class and stores the flag. */
export function ThemeToggle({ toDark, toLight }: { toDark: string; toLight: string }) {
  const dark = useClientSnapshot(subscribe, isDark, false);

  const toggle = () => {
    const next = !dark;
    document.documentElement.classList.toggle('dark', next);
    document.documentElement.style.colorScheme = next ? 'dark' : 'light';
    try {
      localStorage.setItem(THEME_STORAGE_KEY, String(next));
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark}
      data-testid="theme-toggle"
      className="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-white/15"
    >
      {dark ? <Sun aria-hidden="true" className="h-4 w-4" /> : <Moon aria-hidden="true" className="h-4 w-4" />}
      <span className="sr-only">{dark ? toLight : toDark}</span>
    </button>
  );
}
