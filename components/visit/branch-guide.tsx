import type { BranchGuide as Guide } from '@/content/visit';
import type { Branch } from '@/content/types';
import { telHref } from '@/content/site';
import type { Dictionary } from '@/lib/i18n';
import { BulletList } from '@/components/ui/guide-section';

/** One branch on /your-visit/: what it does, how to get there, hours (site.ts) and phone. */
export function BranchGuide({ branch, guide, t }: { branch: Branch; guide: Guide; t: Dictionary['visit'] }) {
  return (
    <article aria-labelledby={`branch-${branch.id}`} data-branch={branch.id} className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h3 id={`branch-${branch.id}`} className="text-xl font-semibold">
        {branch.hospitalName}
      </h3>
      <h4 className="mt-3 font-semibold">{t.services}</h4>
      <BulletList items={guide.services} className="mt-1" />
      <h4 className="mt-3 font-semibold">{t.directions}</h4>
      <p className="mt-1">{branch.address}</p>
      <BulletList items={guide.directions} className="mt-1" />
      <dl className="mt-3 space-y-1">
        <div>
          <dt className="inline font-semibold">{t.hours}: </dt>
          <dd className="inline">{branch.timing}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">{t.phone}: </dt>
          <dd className="inline">
            <a href={telHref(branch.phone)} className="font-semibold text-brand-700 underline dark:text-brand-200">
              {branch.phone}
            </a>
          </dd>
        </div>
      </dl>
      <a href={branch.map.link} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block py-1 font-semibold text-brand-700 underline dark:text-brand-200">
        {t.map}
      </a>
    </article>
  );
}
