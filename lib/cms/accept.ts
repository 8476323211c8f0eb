/** The DECISIONS.md rule for posts that fail validation: warn and skip, or fail the build when strict. */
import { byDateDescending, describeRejected, uniqueByBlogId, type MappedEntry } from './mapping';
import type { BlogPost } from './types';

export class InvalidContentError extends Error {
  override name = 'InvalidContentError';
}

export type Warn = (message: string) => void;

export const consoleWarn: Warn = (message) => console.warn(`[blog] ${message}`);

export function acceptPosts(mapped: MappedEntry[], { strict, warn }: { strict: boolean; warn: Warn }): BlogPost[] {
  const problems = mapped.flatMap((entry) => ('rejected' in entry ? [describeRejected(entry.rejected)] : []));
  if (problems.length && strict) {
    throw new InvalidContentError(
      `${problems.join('\n')}\nThe build stops because CONTENT_STRICT=1 or CI=true; fix the post in Contentful or unset CONTENT_STRICT to skip it.`,
    );
  }
  problems.forEach((problem) => warn(`${problem}. The post is skipped.`));
  const { posts, duplicates } = uniqueByBlogId(mapped.flatMap((entry) => ('post' in entry ? [entry.post] : [])).sort(byDateDescending));
  duplicates.forEach((post) => warn(`Blog post "${post.blogId}" (entry ${post.id}) repeats a blogId used by a newer post and is skipped.`));
  return posts;
}
