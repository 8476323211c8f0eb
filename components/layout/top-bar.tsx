import { Mail } from '@/components/ui/icons/mail';
import { MapPin } from '@/components/ui/icons/map-pin';
import { Phone } from '@/components/ui/icons/phone';
import type { ReactNode } from 'react';
import { getContent } from '@/lib/content';
import type { Dictionary, Locale } from '@/lib/i18n';
import { SocialLinks } from './social-links';

/**
 * Thin contact strip above the header: e-mail, address (maps search), phone, social links, then
 * `children` (the chat link and theme switch live here, in the page flow, so they cover nothing).
 */
export function TopBar({ dict, locale, children }: { dict: Dictionary; locale: Locale; children?: ReactNode }) {
  const t = dict.common.topBar;
  const { contact } = getContent(locale).site;
  return (
    <div className="bg-brand-800 text-sm text-white" data-testid="top-bar">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 py-1">
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-1" aria-label={t.label}>
          <li>
            <a href={`mailto:${contact.email}`} className="inline-flex min-h-9 items-center gap-1.5 hover:underline">
              <Mail aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t.email}: </span>
              {contact.email}
            </a>
          </li>
          <li className="hidden md:block">
            <a
              href={contact.mapsLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-9 items-center gap-1.5 hover:underline"
            >
              <MapPin aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t.address}: </span>
              {contact.addressShort}
            </a>
          </li>
          <li>
            <a href={contact.phone.tel} className="inline-flex min-h-9 items-center gap-1.5 hover:underline">
              <Phone aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t.call}: </span>
              {contact.phone.display}
            </a>
          </li>
        </ul>
        <div className="flex items-center gap-1">
          <SocialLinks dict={dict} />
          {children}
        </div>
      </div>
    </div>
  );
}
