import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProjectPage } from '@/components/projects/project-page';
import { getProject, projects } from '@/content/projects';
import { defaultLocale } from '@/lib/i18n';
import { decodeParam, routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ projectName: string }> };

export function generateStaticParams() {
  return projects.map((project) => ({ projectName: project.name }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = getProject(decodeParam((await params).projectName));
  if (!project) return {};
  return pageMetadata({
    title: project.name,
    description: project.description,
    path: routes.project(project.name),
    image: project.bannerImg.src,
  });
}

export default async function Page({ params }: Props) {
  const project = getProject(decodeParam((await params).projectName));
  if (!project) notFound();
  return <ProjectPage project={project} locale={defaultLocale} />;
}
