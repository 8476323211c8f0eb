/**
 * Rewrites an address that starts with `//` (`//about/`) to `/about/` before Next's router reads
 * it: the router writes the path back with replaceState, and `//about/` there means the host
 * `about` (a SecurityError that crashes the page). Inline in <head>, so it runs before hydration.
 */
export const leadingSlashesScript = `(function(){var p=location.pathname;if(p.charAt(1)==='/'){history.replaceState(history.state,'',p.replace(/^\\/+/,'/')+location.search+location.hash);}})();`;
