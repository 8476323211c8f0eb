import { Ambulance } from '@/components/ui/icons/ambulance';
import { BadgeIndianRupee } from '@/components/ui/icons/badge-indian-rupee';
import { Building2 } from '@/components/ui/icons/building-2';
import { MapPinned } from '@/components/ui/icons/map-pinned';
import { Microscope } from '@/components/ui/icons/microscope';
import { Stethoscope } from '@/components/ui/icons/stethoscope';
import { type LucideIcon } from '@/components/ui/icons/draw';
import type { BenefitIcon } from '@/content/home';
import { getContent } from '@/lib/content';
import type { Dictionary, Locale } from '@/lib/i18n';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';

const icons: Record<BenefitIcon, LucideIcon> = {
  free: BadgeIndianRupee,
  doctors: Stethoscope,
  equipment: Microscope,
  branches: Building2,
  emergency: Ambulance,
  camps: MapPinned,
};

export function Benefits({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const { benefits } = getContent(locale).home;
  return (
    <section aria-labelledby="home-benefits" className="paint-later bg-brand-50 py-16 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="home-benefits" title={dict.home.benefits.title} />
        <Reveal as="ul" preset="stagger" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((b) => {
            const Icon = icons[b.icon];
            return (
              <li key={b.icon} className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-800">
                <Icon aria-hidden="true" className="h-10 w-10 text-brand-600 dark:text-brand-200" />
                <h3 className="mt-4 text-xl font-semibold">{b.title}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{b.text}</p>
              </li>
            );
          })}
        </Reveal>
      </div>
    </section>
  );
}
