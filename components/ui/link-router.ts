/** The parts of a click that decide whether the browser or the router follows a link. */
export type LinkClick = { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean };
export type LinkAnchor = { href: string; target: string; hasDownload: boolean };

/**
 * The path the router should navigate to for a click on one of the site's links, or null when the
 * browser should follow it itself, as it does without scripts: a click meant for a new tab or
 * window (another button, a modifier key, a target), a download, another site, or another place on
 * the same page (the browser scrolls to it and moves focus).
 */
export function routerPath(click: LinkClick, anchor: LinkAnchor, here: { origin: string; pathname: string; search: string }): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasDownload) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, here.origin + here.pathname);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search + url.hash;
}
