import { Phone } from '@/components/ui/icons/phone';
import { getContent } from '@/lib/content';
import { format, getDictionary, type Locale } from '@/lib/i18n';
import { PageHeader } from '@/components/ui/page-header';
import { site as siteFacts, telHref } from '@/content/site';

const callClass =
  'inline-flex min-h-12 items-center gap-3 rounded-md px-4 py-2 text-xl font-bold focus-visible:outline-3 focus-visible:outline-offset-2';

/**
 * What the service worker shows for a page that is neither cached nor reachable: the numbers as
 * tap-to-call links (a call needs no internet) and where the branches are. No script is needed.
 */
export function OfflinePage({ locale }: { locale: Locale }) {
  const t = getDictionary(locale).offline;
  const { site, branches } = getContent(locale);
  const hospital = siteFacts.contact.phone;
  const emergency = siteFacts.contact.emergency;
  return (
    <div data-testid="offline-page">
      <PageHeader title={t.title} intro={t.intro} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10">
        <section aria-labelledby="offline-call">
          <h2 id="offline-call" className="text-2xl font-bold">
            {t.callTitle}
          </h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a href={emergency.tel} className={`${callClass} bg-red-800 text-white hover:bg-red-900`} data-testid="offline-emergency">
                <Phone aria-hidden="true" className="h-6 w-6" />
                {t.emergencyLine}: {emergency.display}
              </a>
            </li>
            <li>
              <a href={hospital.tel} className={`${callClass} bg-brand-700 text-white hover:bg-brand-800`}>
                <Phone aria-hidden="true" className="h-6 w-6" />
                {t.hospitalLine} ({site.name}): {hospital.display}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="offline-branches">
          <h2 id="offline-branches" className="text-2xl font-bold">
            {t.branchesTitle}
          </h2>
          <ul className="mt-4 space-y-5">
            {branches.map((branch) => (
              <li key={branch.id} data-branch={branch.id}>
                <h3 className="text-lg font-semibold">{branch.hospitalName}</h3>
                <p>{branch.address}</p>
                <p>
                  <a href={telHref(branch.tel ?? branch.phone)} className="font-semibold text-brand-700 underline dark:text-brand-200" aria-label={format(t.callLabel, { name: branch.name, number: branch.phone })}>
                    {branch.phone}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <p>{t.savedPages}</p>
      </div>
    </div>
  );
}
