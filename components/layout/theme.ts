/** localStorage key of the dark-mode flag (SPEC section 4) and the boot script that applies it before paint. */
export const THEME_STORAGE_KEY = 'darkMode';

export const themeBootScript = `(function(){try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');var d=s===null?window.matchMedia('(prefers-color-scheme: dark)').matches:s==='true';document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light';}catch(e){}})();`;
