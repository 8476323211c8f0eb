import { Facebook } from '@/components/ui/icons/brand-facebook';
import { Instagram } from '@/components/ui/icons/brand-instagram';
import { XTwitter } from '@/components/ui/icons/brand-x-twitter';
import { YouTube } from '@/components/ui/icons/brand-youtube';
import type { Dictionary } from '@/lib/i18n';
import { env } from '@/lib/env';

const networks = [
  { key: 'facebook', Icon: Facebook },
  { key: 'instagram', Icon: Instagram },
  { key: 'youtube', Icon: YouTube },
  { key: 'x', Icon: XTwitter },
] as const;

/** The hospital's four social profiles; a network with no URL configured is left out. */
export function SocialLinks({ dict, className = '' }: { dict: Dictionary; className?: string }) {
  const t = dict.common.social;
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={t.label}>
      {networks.map(({ key, Icon }) =>
        env.social[key] ? (
          <li key={key}>
            <a
              href={env.social[key]}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-white/15"
              aria-label={`${t[key]} ${dict.common.opensInNewTab}`}
              data-social={key}
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}
