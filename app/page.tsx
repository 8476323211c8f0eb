import type { Metadata } from 'next';
import Link from 'next/link';
import { branches, openingHoursText, site } from '@/content/site';
import { defaultLocale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: `${site.name}: ${site.tagline}`,
  description: site.description,
  path: routes.home(),
});

export default function HomePage() {
  const locale = defaultLocale;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{site.name}</h1>
      <p className="mt-2 text-xl text-brand-700 dark:text-brand-200">{site.tagline}</p>
      <p className="mt-6 max-w-3xl text-lg">{site.description}</p>
      <h2 className="mt-10 text-2xl font-semibold">Our three branches</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {branches.map((branch) => (
          <li key={branch.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <h3 className="font-semibold">{branch.name}</h3>
            <p className="mt-1 text-sm">{branch.address}</p>
            <p className="mt-1 text-sm">{openingHoursText}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link href={routes.treatments(locale)} className="font-semibold text-brand-700 underline dark:text-brand-200">
          See what we treat
        </Link>
      </p>
    </div>
  );
}
