import { Activity } from '@/components/ui/icons/activity';
import { Stethoscope } from '@/components/ui/icons/stethoscope';
import { UserRound } from '@/components/ui/icons/user-round';
import { type LucideIcon } from '@/components/ui/icons/draw';
import type { StatItem } from '@/content/types';
import { getContent } from '@/lib/content';
import { localeTag, type Dictionary, type Locale } from '@/lib/i18n';
import { formatCount } from '@/lib/count-up';
import { StatCounter } from './stat-counter';

const icons: Record<StatItem['icon'], LucideIcon> = {
  doctors: UserRound,
  services: Stethoscope,
  surgeries: Activity,
};

export function StatsBand({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const { stats } = getContent(locale);
  return (
    <section aria-label={dict.home.stats.label} className="paint-later bg-brand-700 text-white dark:bg-brand-900" data-testid="stats">
      <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-14 text-center sm:grid-cols-3">
        {stats.map((stat) => {
          const Icon = icons[stat.icon];
          return (
            <li key={stat.icon} className="flex flex-col items-center" data-testid="stat">
              <Icon aria-hidden="true" className="h-10 w-10 text-accent-400" />
              <p className="mt-3 text-4xl font-bold tabular-nums sm:text-5xl">
                <StatCounter value={stat.value} text={formatCount(stat.value, localeTag(locale))} localeTag={localeTag(locale)} />
              </p>
              <p className="mt-1 text-lg text-brand-50">{stat.label}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
