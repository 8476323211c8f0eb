/** The app's own blog types: pages read these, never Contentful's raw shapes. */
import type { Document } from '@contentful/rich-text-types';
import type { Locale } from '../i18n';

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
  /**
   * Set only when title and content are not in the language asked for: 'en' for a post asked for
   * in Hindi that has no Hindi text yet (the page marks its text lang="en" and says so in Hindi).
   */
  lang?: Locale;
}

/** A post the build leaves out, with the reason (named in the build log). */
export interface RejectedPost {
  id: string;
  blogId?: string;
  /** Contentful's locale code, named for translations only (English messages stay as they were). */
  locale?: string;
  messages: string[];
}

/** Where blog posts come from: Contentful, or the sample posts in content/blog/. */
export interface BlogSource {
  readonly kind: 'contentful' | 'sample';
  /** Every post written in `locale` (default English), newest first (paged through the API until `total`). */
  allPosts(locale?: Locale): Promise<BlogPost[]>;
  /**
   * The post whose fields.blogId is `blogId` (first match), or undefined. In Hindi: the same
   * entry as in English, in Hindi when it has Hindi text, else in English marked `lang: 'en'`.
   */
  postByBlogId(blogId: string, locale?: Locale): Promise<BlogPost | undefined>;
  /** The `limit` newest posts written in `locale` (default English) by date. */
  recentPosts(limit: number, locale?: Locale): Promise<BlogPost[]>;
}
