import { Facebook } from '@/components/ui/icons/brand-facebook';
import { LinkedIn } from '@/components/ui/icons/brand-linkedin';
import { WhatsApp } from '@/components/ui/icons/brand-whatsapp';
import { getDictionary, type Locale } from '@/lib/i18n';
import { shareLinks } from '@/lib/share';

/**
 * Share links for a post: each opens the network's share screen in a new window. `lang`: set
 * when the post around them is in another language than their labels.
 */
export function ShareButtons({ url, title, locale, lang }: { url: string; title: string; locale: Locale; lang?: string }) {
  const dict = getDictionary(locale);
  const t = dict.blog;
  const links = shareLinks(url, title);
  const buttons = [
    { key: 'whatsapp', href: links.whatsapp, label: t.shareWhatsapp, Icon: WhatsApp, colour: 'bg-[#0b6e3a] hover:bg-[#095c30]' },
    { key: 'facebook', href: links.facebook, label: t.shareFacebook, Icon: Facebook, colour: 'bg-[#1760d6] hover:bg-[#1352b8]' },
    { key: 'linkedin', href: links.linkedin, label: t.shareLinkedin, Icon: LinkedIn, colour: 'bg-[#0a66c2] hover:bg-[#0958a8]' },
  ];
  return (
    <section aria-labelledby="share-heading" lang={lang} className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800">
      <h2 id="share-heading" className="text-lg font-semibold">
        {t.share}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {buttons.map(({ key, href, label, Icon, colour }) => (
          <li key={key}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              data-share={key}
              className={`inline-flex min-h-11 items-center gap-2 rounded-md px-4 font-semibold text-white ${colour}`}
            >
              <Icon aria-hidden="true" className="h-5 w-5" />
              {label}
              <span className="sr-only"> {dict.common.opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
