import { FaFacebookF, FaInstagram, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import type { Dictionary } from '@/lib/i18n';
import { env } from '@/lib/env';

const networks = [
  { key: 'facebook', Icon: FaFacebookF },
  { key: 'instagram', Icon: FaInstagram },
  { key: 'youtube', Icon: FaYoutube },
  { key: 'x', Icon: FaXTwitter },
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
