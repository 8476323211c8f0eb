import { ExternalLink } from '@/components/ui/icons/external-link';
import type { Branch } from '@/content/types';
import { format, getDictionary, type Locale } from '@/lib/i18n';
import { SaveDataGate } from '@/components/ui/save-data-gate';

/** The map's box, and its Save-Data stand-in's: the same size, so swapping one for the other moves nothing. */
const MAP_BOX = 'aspect-[4/3] sm:aspect-video';

/**
 * A branch's map: a lazily loaded embed with a title, and a plain maps link that is always there,
 * so the address stays one tap away when the embed is blocked, slow or scripts are off.
 */
export function MapEmbed({ branch, locale, className = '' }: { branch: Pick<Branch, 'hospitalName' | 'map'>; locale: Locale; className?: string }) {
  const t = getDictionary(locale).contact.map;
  const dict = getDictionary(locale).common;
  return (
    <figure className={className} data-testid="map-embed">
      {/* Save-Data or 2G: the map waits for a tap. */}
      <SaveDataGate what="map" size={MAP_BOX}>
      <div className={`relative ${MAP_BOX} overflow-hidden rounded-lg border border-slate-300 bg-slate-100 dark:border-slate-700 dark:bg-slate-800`}>
        {/* Shown until the map paints over it (and left visible if the embed never loads). */}
        <p className="absolute inset-0 grid place-items-center p-4 text-center text-slate-700 dark:text-slate-300" aria-hidden="true">
          {t.loading}
        </p>
        <iframe
          src={branch.map.embed}
          title={format(t.frameTitle, { name: branch.hospitalName })}
          loading="lazy"
          // Out of the Tab order: a focused cross-origin frame cannot show a focus ring, and the
          // "open in maps" link beside it gives keyboard users the full map.
          tabIndex={-1}
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 h-full w-full border-0"
        />
      </div>
      </SaveDataGate>
      <figcaption className="mt-2">
        <a
          href={branch.map.link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 py-1 font-semibold text-brand-700 underline dark:text-brand-200"
          data-testid="map-link"
        >
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          {format(t.open, { name: branch.hospitalName })}
          <span className="sr-only"> {dict.opensInNewTab}</span>
        </a>
      </figcaption>
    </figure>
  );
}
