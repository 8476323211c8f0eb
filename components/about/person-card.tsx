import type { KeyPerson } from '@/content/types';
import { SiteImage } from '@/components/ui/site-image';

/** One of the key people: portrait, name, role and what they do. */
export function PersonCard({ person }: { person: KeyPerson }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900" data-testid="key-person">
      <SiteImage image={person.image} sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw" className="aspect-[5/6] w-full object-cover" />
      <div className="p-5">
        <h3 className="text-lg font-semibold">{person.name}</h3>
        <p className="font-medium text-brand-700 dark:text-brand-200">{person.role}</p>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{person.description}</p>
      </div>
    </article>
  );
}
