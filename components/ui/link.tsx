import type { ComponentProps } from 'react';

/**
 * An internal link: a plain <a> that the site's one click listener (components/layout/link-router)
 * turns into a client-side navigation once the scripts are running.
 *
 * next/link was a client component per link: on the Hindi home its 84 links hydrated as about 140
 * fibers beyond the <a>s (1206 fibers with them, 1067 without), each with a status context
 * provider, eight hooks and a mounted instance: work a cheap phone did before it answered a tap.
 * This renders in the server HTML alone and hydrates as the <a>. Nothing is prefetched (Next
 * fetched the data of every link in view: on the Hindi home 7 requests and 40 KB on a metered 2G
 * line); a tap fetches that one page's data.
 */
export function Link({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  return <a href={href} data-router-link="" {...props} />;
}
