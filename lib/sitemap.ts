/** Every page the build exports, for sitemap.xml. Each feature adds its paths here. */
import { doctors } from '@/content/doctors';
import { projects } from '@/content/projects';
import { treatments } from '@/content/treatments';
import { routes } from './routes';
import { getAllPosts } from './cms';
import { BLOG_PAGE_SIZE } from './constants';
import { pageCount } from './pagination';

export async function sitemapPaths(): Promise<string[]> {
  const posts = await getAllPosts();
  return [
    routes.home(),
    routes.accessibility(),
    routes.treatments(),
    routes.about(),
    routes.mission(),
    routes.doctors(),
    routes.feedback(),
    routes.contact(),
    routes.appointment(),
    routes.gallery(),
    routes.emergency(),
    routes.yourVisit(),
    routes.costs(),
    ...treatments.map((t) => routes.treatmentDetails(t.name)),
    ...projects.map((p) => routes.project(p.name)),
    ...doctors.map((d) => routes.doctorProfile(d.name)),
    ...Array.from({ length: pageCount(posts.length, BLOG_PAGE_SIZE) }, (_, i) => routes.blogPage(i + 1)),
    ...posts.map((post) => routes.blogPost(post.blogId)),
  ];
}
