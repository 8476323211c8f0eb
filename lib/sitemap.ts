/** Every page the build exports, for sitemap.xml. Each feature adds its paths here. */
import { doctors } from '@/content/doctors';
import { projects } from '@/content/projects';
import { treatments } from '@/content/treatments';
import { routes } from './routes';

export async function sitemapPaths(): Promise<string[]> {
  return [
    routes.home(),
    routes.accessibility(),
    routes.gallery(),
    ...treatments.map((t) => routes.treatmentDetails(t.name)),
    ...projects.map((p) => routes.project(p.name)),
    ...doctors.map((d) => routes.doctorProfile(d.name)),
  ];
}
