import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, MARKS, type Block, type Document, type Inline } from '@contentful/rich-text-types';
import { absoluteAssetUrl, mapImage } from '@/lib/cms/mapping';
import { isWebLink, safeHref } from '@/lib/cms/rich-text';
import { format, getDictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { BlogImage } from './blog-image';

type Target = { sys?: { type?: string; contentType?: { sys?: { id?: string } } }; fields?: Record<string, unknown> };

function target(node: Block | Inline): Target | undefined {
  const value = node.data?.target as Target | undefined;
  // Unresolved links (unpublished or deleted targets) have no fields: render nothing for them.
  return value?.fields ? value : undefined;
}

/** The post a linked or embedded entry points to, when it is a blog post. */
function linkedBlogId(node: Block | Inline): string | undefined {
  const entry = target(node);
  const blogId = entry?.fields?.blogId;
  return entry?.sys?.contentType?.sys?.id === 'blog' && typeof blogId === 'string' && blogId ? blogId : undefined;
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-200 dark:hover:text-brand-100';

// Body headings sit under the page's h1 (the post title), so each level moves down one.
const headingClass = 'mt-8 mb-3 font-bold text-slate-900 dark:text-white';

/**
 * A post body. Every node type of Contentful rich text has a renderer here; links and embeds
 * whose targets are missing render their text or nothing, never a broken element. Links stay in
 * the page's `locale`; the few words added to the text (alt, "opens in a new tab") follow the
 * text's own language, `textLocale`, as they are read with it.
 */
export function RichText({ document, locale, textLocale = locale }: { document: Document; locale: Locale; textLocale?: Locale }) {
  const dict = getDictionary(textLocale);
  const t = dict.blog;

  const externalLink = (href: string, children: ReactNode) =>
    isWebLink(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass} data-node="hyperlink">
        {children}
        <span className="sr-only"> {dict.common.opensInNewTab}</span>
      </a>
    ) : (
      <a href={href} className={linkClass} data-node="hyperlink">
        {children}
      </a>
    );

  const options: Options = {
    renderMark: {
      [MARKS.BOLD]: (text) => <strong data-mark="bold">{text}</strong>,
      [MARKS.ITALIC]: (text) => <em data-mark="italic">{text}</em>,
      [MARKS.UNDERLINE]: (text) => <u data-mark="underline">{text}</u>,
      [MARKS.CODE]: (text) => (
        <code data-mark="code" className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] dark:bg-slate-800">
          {text}
        </code>
      ),
      [MARKS.SUPERSCRIPT]: (text) => <sup data-mark="superscript">{text}</sup>,
      [MARKS.SUBSCRIPT]: (text) => <sub data-mark="subscript">{text}</sub>,
      [MARKS.STRIKETHROUGH]: (text) => <s data-mark="strikethrough">{text}</s>,
    },
    renderText: (text) => text.split('\n').flatMap((line, i) => (i ? [<br key={i} />, line] : [line])),
    renderNode: {
      [BLOCKS.DOCUMENT]: (_node, children) => <>{children}</>,
      [BLOCKS.PARAGRAPH]: (_node, children) => (
        <p data-node="paragraph" className="my-4 leading-relaxed">
          {children}
        </p>
      ),
      [BLOCKS.HEADING_1]: (_node, children) => (
        <h2 data-node="heading-1" className={`${headingClass} text-3xl`}>
          {children}
        </h2>
      ),
      [BLOCKS.HEADING_2]: (_node, children) => (
        <h3 data-node="heading-2" className={`${headingClass} text-2xl`}>
          {children}
        </h3>
      ),
      [BLOCKS.HEADING_3]: (_node, children) => (
        <h4 data-node="heading-3" className={`${headingClass} text-xl`}>
          {children}
        </h4>
      ),
      [BLOCKS.HEADING_4]: (_node, children) => (
        <h5 data-node="heading-4" className={`${headingClass} text-lg`}>
          {children}
        </h5>
      ),
      [BLOCKS.HEADING_5]: (_node, children) => (
        <h6 data-node="heading-5" className={`${headingClass} text-base`}>
          {children}
        </h6>
      ),
      [BLOCKS.HEADING_6]: (_node, children) => (
        <h6 data-node="heading-6" className={`${headingClass} text-base text-slate-700 uppercase tracking-wide dark:text-slate-200`}>
          {children}
        </h6>
      ),
      [BLOCKS.UL_LIST]: (_node, children) => (
        <ul data-node="unordered-list" className="my-4 list-disc space-y-1 pl-6 [&_p]:my-1">
          {children}
        </ul>
      ),
      [BLOCKS.OL_LIST]: (_node, children) => (
        <ol data-node="ordered-list" className="my-4 list-decimal space-y-1 pl-6 [&_p]:my-1">
          {children}
        </ol>
      ),
      [BLOCKS.LIST_ITEM]: (_node, children) => <li data-node="list-item">{children}</li>,
      [BLOCKS.HR]: () => <hr data-node="hr" className="my-8 border-slate-300 dark:border-slate-700" />,
      [BLOCKS.QUOTE]: (_node, children) => (
        <blockquote data-node="blockquote" className="my-6 border-l-4 border-brand-500 bg-brand-50 py-1 pr-4 pl-4 text-slate-800 dark:border-brand-300 dark:bg-slate-900 dark:text-slate-100">
          {children}
        </blockquote>
      ),
      [BLOCKS.TABLE]: (_node, children) => (
        // Wide tables scroll inside this box on phones; it is focusable so keyboards can scroll it too.
        <div role="region" aria-label={t.table} tabIndex={0} className="my-6 overflow-x-auto rounded-md border border-slate-300 dark:border-slate-700">
          <table data-node="table" className="w-full border-collapse text-left text-sm sm:text-base [&_p]:my-0">
            <tbody>{children}</tbody>
          </table>
        </div>
      ),
      [BLOCKS.TABLE_ROW]: (_node, children) => (
        <tr data-node="table-row" className="border-b border-slate-200 last:border-0 dark:border-slate-700">
          {children}
        </tr>
      ),
      [BLOCKS.TABLE_HEADER_CELL]: (_node, children) => (
        <th data-node="table-header-cell" scope="col" className="bg-slate-100 px-3 py-2 font-semibold dark:bg-slate-800">
          {children}
        </th>
      ),
      [BLOCKS.TABLE_CELL]: (_node, children) => (
        <td data-node="table-cell" className="px-3 py-2 align-top">
          {children}
        </td>
      ),
      [BLOCKS.EMBEDDED_ASSET]: (node) => {
        const asset = target(node);
        const image = mapImage(asset);
        if (image) {
          const alt = image.title ?? t.imageAlt;
          const caption = typeof asset?.fields?.description === 'string' ? asset.fields.description : undefined;
          return (
            <figure data-node="embedded-asset-block" className="my-6">
              <BlogImage image={image} alt={alt} sizes="(min-width: 1024px) 720px, 100vw" className="h-auto w-full rounded-lg" />
              {caption && <figcaption className="mt-2 text-sm text-slate-600 dark:text-slate-300">{caption}</figcaption>}
            </figure>
          );
        }
        const file = asset?.fields?.file as { url?: string } | undefined;
        const title = typeof asset?.fields?.title === 'string' ? asset.fields.title : t.untitled;
        return file?.url ? (
          <p data-node="embedded-asset-block" className="my-4">
            <a href={absoluteAssetUrl(file.url)} className={linkClass}>
              {format(t.download, { title })}
            </a>
          </p>
        ) : null;
      },
      [BLOCKS.EMBEDDED_ENTRY]: (node) => {
        const blogId = linkedBlogId(node);
        const title = target(node)?.fields?.title;
        return blogId ? (
          <p data-node="embedded-entry-block" className="my-6 rounded-md border border-slate-300 p-4 dark:border-slate-700">
            <span className="block text-sm text-slate-600 dark:text-slate-300">{t.linkedPost}</span>
            <Link href={routes.blogPost(blogId, locale)} className={`${linkClass} text-lg`}>
              {typeof title === 'string' && title ? title : t.untitled}
            </Link>
          </p>
        ) : null;
      },
      // Resources from other spaces cannot be resolved at build time: nothing is shown.
      [BLOCKS.EMBEDDED_RESOURCE]: () => null,
      [INLINES.EMBEDDED_RESOURCE]: () => null,
      [INLINES.EMBEDDED_ENTRY]: (node) => {
        const blogId = linkedBlogId(node);
        const title = target(node)?.fields?.title;
        return blogId ? (
          <Link href={routes.blogPost(blogId, locale)} className={linkClass} data-node="embedded-entry-inline">
            {typeof title === 'string' && title ? title : t.untitled}
          </Link>
        ) : null;
      },
      [INLINES.HYPERLINK]: (node, children) => {
        const href = safeHref(node.data.uri);
        return href ? externalLink(href, children) : <span data-node="unsafe-link">{children}</span>;
      },
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const blogId = linkedBlogId(node);
        return blogId ? (
          <Link href={routes.blogPost(blogId, locale)} className={linkClass} data-node="entry-hyperlink">
            {children}
          </Link>
        ) : (
          <span>{children}</span>
        );
      },
      [INLINES.ASSET_HYPERLINK]: (node, children) => {
        const file = target(node)?.fields?.file as { url?: string } | undefined;
        return file?.url ? externalLink(absoluteAssetUrl(file.url), children) : <span>{children}</span>;
      },
      [INLINES.RESOURCE_HYPERLINK]: (_node, children) => <span>{children}</span>,
    },
  };

  return (
    <div data-testid="post-body" className="text-base text-slate-800 sm:text-lg dark:text-slate-100">
      {documentToReactComponents(document, options)}
    </div>
  );
}
