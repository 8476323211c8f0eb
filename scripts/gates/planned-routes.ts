/**
 * Pages that the shell already links to (or the sitemap already lists) but that are being built
 * on other branches. The link and sitemap gates accept a missing page only if it is named here,
 * and FAIL as soon as a page named here is exported, so each entry must be deleted when its page
 * lands; once every branch is merged this list is empty and the gates are fully strict.
 */
import { doctors } from '../../content/doctors';
import { projects } from '../../content/projects';
import { treatments } from '../../content/treatments';
import { routes } from '../../lib/routes';

const decoded = (sitePath: string) => decodeURIComponent(sitePath);

export const PLANNED_ROUTES: ReadonlySet<string> = new Set(
  [
    routes.about(),
    routes.mission(),
    routes.feedback(),
    routes.doctors(),
    routes.blog(),
    routes.gallery(),
    routes.contact(),
    routes.appointment(),
    routes.treatments(),
    ...treatments.map((t) => routes.treatmentDetails(t.name)),
    ...projects.map((p) => routes.project(p.name)),
    ...doctors.map((d) => routes.doctorProfile(d.name)),
  ].map(decoded),
);
