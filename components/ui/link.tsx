import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link without prefetching. Next fetches the RSC data of every link that scrolls into view
 * (and on hover); on a phone that meant 7 requests and 40 KB on the Hindi home before the
 * visitor chose anything, on a metered 2G line, and their parsing competed with hydration. A tap
 * still navigates without a full page load: the router fetches that one page's data then.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
