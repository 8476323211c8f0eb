import { Link } from '@/components/ui/link';
import { getContent } from '@/lib/content';
import { sized } from '@/lib/images';
import type { Dictionary, Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { GalleryCarousel } from './gallery-carousel';
import { SectionHeading } from '@/components/ui/section-heading';

export function GallerySection({ dict, locale }: { dict: Dictionary; locale: Locale }) {
  const t = dict.home.gallery;
  const { gallery } = getContent(locale);
  return (
    <section aria-labelledby="home-gallery" className="paint-later bg-brand-50 py-16 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="home-gallery" eyebrow={t.eyebrow} title={t.title} />
        <div className="mt-10">
          <GalleryCarousel
            images={gallery.map((g) => ({ id: g.id, image: sized(g.image) }))}
            text={{ carousel: dict.home.carousel, label: t.label, open: dict.gallery.open, lightbox: dict.gallery.lightbox }}
          />
        </div>
        <p className="mt-6 text-center">
          <Link href={routes.gallery(locale)} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200">
            {t.viewAll}
          </Link>
        </p>
      </div>
    </section>
  );
}
