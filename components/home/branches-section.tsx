import { getContent } from '@/lib/content';
import type { Dictionary, Locale } from '@/lib/i18n';
import { BranchCard } from './branch-card';
import { SectionHeading } from '@/components/ui/section-heading';

export function BranchesSection({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const { branches } = getContent(locale);
  const t = dict.home.branches;
  return (
    <section aria-labelledby="home-branches" className="paint-later mx-auto max-w-7xl px-4 py-16">
      <SectionHeading id="home-branches" eyebrow={t.eyebrow} title={t.title} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {branches.map((branch) => (
          <li key={branch.id}>
            <BranchCard branch={branch} dict={dict} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
