/** The app's own blog types: pages read these, never Contentful's raw shapes. */
import type { Document } from '@contentful/rich-text-types';

export interface BlogImage {
  /** `https://images.ctfassets.net/...` for Contentful assets, `/images/blog/...` for sample posts. */
  url: string;
  title?: string;
  width?: number;
  height?: number;
}

export interface BlogPost {
  /** Contentful's entry id (sys.id). */
  id: string;
  /** The URL segment: /blogs/{blogId}/ */
  blogId: string;
  /** Missing titles are shown as 'Untitled Blog' by the pages. */
  title?: string;
  /** ISO date-time as the editor entered it, e.g. 2026-11-02T10:30+05:30. */
  date?: string;
  /** When the entry was last published with changes (Contentful's sys.updatedAt), ISO. */
  updatedAt?: string;
  image?: BlogImage;
  content: Document;
}

/** A post the build leaves out, with the reason (named in the build log). */
export interface RejectedPost {
  id: string;
  blogId?: string;
  messages: string[];
}

/** Where blog posts come from: Contentful, or the sample posts in content/blog/. */
export interface BlogSource {
  readonly kind: 'contentful' | 'sample';
  /** Every post, newest first (paged through the API until `total`). */
  allPosts(): Promise<BlogPost[]>;
  /** The post whose fields.blogId is `blogId` (first match), or undefined. */
  postByBlogId(blogId: string): Promise<BlogPost | undefined>;
  /** The `limit` newest posts by date. */
  recentPosts(limit: number): Promise<BlogPost[]>;
}
