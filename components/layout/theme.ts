/** localStorage key of the dark-mode flag and the boot script that applies it before paint. */
export const THEME_STORAGE_KEY = 'darkMode';

/** A stored 'true' or 'false' is the visitor's choice; anything else (nothing, junk, no storage) follows the system. */
export function prefersDark(stored: string | null, systemDark: boolean): boolean {
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return systemDark;
}

// Storage is read in its own try: private modes and blocked cookies throw, and the system setting must still apply.
export const themeBootScript = `(function(){var s=null;try{s=localStorage.getItem('${THEME_STORAGE_KEY}');}catch(e){}try{var d=(${prefersDark.toString()})(s,window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light';}catch(e){}})();`;
