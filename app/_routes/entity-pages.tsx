/** Route modules of the pages with a name in the address, shared by both languages (see static-pages.tsx). */
import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import { notFound } from 'next/navigation';
import { MovedPage } from '@/components/ui/moved-page';
import type { Doctor, Project, Treatment } from '@/content/types';
import { blogPageCounts, getAllPosts, getPostByBlogId, postLocales } from '@/lib/cms';
import { blogListMetadata, blogPostMetadata } from '@/lib/cms/metadata';
import { doctorSlugs, getDoctor, getProject, getTreatment, projectSlugs, treatmentSlugs } from '@/lib/content';
import { format, getDictionary, type Locale } from '@/lib/i18n';
import { parsePageParam } from '@/lib/pagination';
import { decodeParam, matchExact, routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type Params<K extends string> = { params: Promise<Record<K, string>> };

export function treatmentRoute(locale: Locale, TreatmentDetailPage: ComponentType<{ treatment: Treatment; locale: Locale }>) {
  const find = async ({ params }: Params<'treatmentName'>) => getTreatment(decodeParam((await params).treatmentName), locale);
  return {
    generateStaticParams: () => treatmentSlugs.map((treatmentName) => ({ treatmentName })),
    generateMetadata: async (props: Params<'treatmentName'>): Promise<Metadata> => {
      const treatment = await find(props);
      if (!treatment) return {};
      return pageMetadata({
        title: treatment.name,
        description: treatment.summary,
        path: routes.treatmentDetails(treatment.slug, locale),
        image: treatment.introduction.banner.src,
      });
    },
    Page: async function Page(props: Params<'treatmentName'>) {
      const treatment = await find(props);
      if (!treatment) notFound();
      return <TreatmentDetailPage treatment={treatment} locale={locale} />;
    },
  };
}

export function projectRoute(locale: Locale, ProjectPage: ComponentType<{ project: Project; locale: Locale }>) {
  const find = async ({ params }: Params<'projectName'>) => getProject(decodeParam((await params).projectName), locale);
  return {
    generateStaticParams: () => projectSlugs.map((projectName) => ({ projectName })),
    generateMetadata: async (props: Params<'projectName'>): Promise<Metadata> => {
      const project = await find(props);
      if (!project) return {};
      return pageMetadata({ title: project.name, description: project.description, path: routes.project(project.slug, locale), image: project.bannerImg.src });
    },
    Page: async function Page(props: Params<'projectName'>) {
      const project = await find(props);
      if (!project) notFound();
      return <ProjectPage project={project} locale={locale} />;
    },
  };
}

/** The profile matches the slug exactly; anything else is the 404 page's 'Doctor details not found.'. */
export function doctorRoute(locale: Locale, DoctorProfilePage: ComponentType<{ doctor: Doctor; locale: Locale }>) {
  const find = async ({ params }: Params<'doctorName'>) => {
    const slug = matchExact((await params).doctorName, doctorSlugs);
    return slug ? getDoctor(slug, locale) : undefined;
  };
  return {
    generateStaticParams: () => doctorSlugs.map((doctorName) => ({ doctorName })),
    generateMetadata: async (props: Params<'doctorName'>): Promise<Metadata> => {
      const doctor = await find(props);
      if (!doctor) return {};
      const t = getDictionary(locale).doctors;
      return pageMetadata({
        title: format(t.profileTitle, { name: doctor.name, specialization: doctor.specialization }),
        description: format(t.profileDescription, {
          name: doctor.name,
          qualification: doctor.qualification,
          specialization: doctor.specialization,
          hospital: doctor.hospital,
          experience: doctor.experience,
        }),
        path: routes.doctorProfile(doctor.slug, locale),
        image: doctor.image.src,
      });
    },
    Page: async function Page(props: Params<'doctorName'>) {
      const doctor = await find(props);
      if (!doctor) notFound();
      return <DoctorProfilePage doctor={doctor} locale={locale} />;
    },
  };
}

export function blogListRoute(locale: Locale, BlogListPage: ComponentType<{ locale: Locale; page: number }>) {
  return {
    metadata: blogListMetadata(1, locale),
    Page: function Page() {
      return <BlogListPage locale={locale} page={1} />;
    },
  };
}

/**
 * Page 1 lives at /blog/. /blog/page/1/ is still exported, as a noindex page that sends the
 * visitor to /blog/ (a typed or old address keeps working, and a static export needs at least
 * one param even when every post fits on one page). Every language exports as many page numbers
 * as the longest blog, so the language switch always lands: /hi/blog/page/2/ with fewer Hindi
 * posts sends the visitor to the last Hindi page, and its English twin claims no Hindi alternate.
 */
export function blogPagesRoute(locale: Locale, BlogListPage: ComponentType<{ locale: Locale; page: number }>) {
  const moved = (page: number, counts: Record<Locale, number>) => page === 1 || page > counts[locale];
  return {
    generateStaticParams: async () => {
      const total = Math.max(...Object.values(await blogPageCounts()));
      return Array.from({ length: total }, (_, i) => ({ page: String(i + 1) }));
    },
    generateMetadata: async ({ params }: Params<'page'>): Promise<Metadata> => {
      const page = parsePageParam((await params).page) ?? 1;
      const counts = await blogPageCounts();
      if (moved(page, counts)) return { ...blogListMetadata(Math.min(page, counts[locale]), locale), robots: { index: false, follow: true } };
      return blogListMetadata(page, locale, Object.values(counts).every((count) => page <= count));
    },
    Page: async function Page({ params }: Params<'page'>) {
      const page = parsePageParam((await params).page);
      if (!page) notFound();
      const counts = await blogPageCounts();
      if (moved(page, counts)) {
        const t = getDictionary(locale).blog;
        const text = page === 1 ? t.firstPageMoved.text : t.pageMoved;
        return <MovedPage target={routes.blogPage(Math.min(page, counts[locale]), locale)} title={t.firstPageMoved.title} text={text} link={t.firstPageMoved.link} testId="blog-page-moved" />;
      }
      return <BlogListPage locale={locale} page={page} />;
    },
  };
}

// A static export needs at least one param: before the first post is published, one
// placeholder path renders the not-found page instead of failing the build.
const NO_POSTS_YET = '_';

/**
 * Every post has a page in every language, so the language switch always lands: a post with no
 * Hindi text shows its English text on /hi/ with lang="en" and a note (BlogPostPage).
 */
export function blogPostRoute(locale: Locale, BlogPostPage: ComponentType<{ blogId: string; locale: Locale }>) {
  return {
    generateStaticParams: async () => {
      const posts = await getAllPosts('en');
      return posts.length ? posts.map((post) => ({ blogId: post.blogId })) : [{ blogId: NO_POSTS_YET }];
    },
    generateMetadata: async ({ params }: Params<'blogId'>): Promise<Metadata> => {
      const blogId = decodeParam((await params).blogId);
      const post = await getPostByBlogId(blogId, locale);
      return post ? blogPostMetadata(post, locale, await postLocales(blogId)) : {};
    },
    Page: async function Page({ params }: Params<'blogId'>) {
      return <BlogPostPage blogId={decodeParam((await params).blogId)} locale={locale} />;
    },
  };
}
