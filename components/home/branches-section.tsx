import { branches } from '@/content/site';
import type { Dictionary } from '@/lib/i18n';
import { BranchCard } from './branch-card';
import { SectionHeading } from '@/components/ui/section-heading';

export function BranchesSection({ dict }: { dict: Dictionary }) {
  const t = dict.home.branches;
  return (
    <section aria-labelledby="home-branches" className="mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="home-branches" eyebrow={t.eyebrow} title={t.title} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {branches.map((branch) => (
          <li key={branch.id}>
            <BranchCard branch={branch} dict={dict} />
          </li>
        ))}
      </ul>
    </section>
  );
}
