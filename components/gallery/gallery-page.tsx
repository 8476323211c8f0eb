import { getContent } from '@/lib/content';
import { sized } from '@/lib/images';
import { getDictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { PageHeader } from '@/components/ui/page-header';
import { GalleryGrid } from './gallery-grid';

export function GalleryPage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const t = dict.gallery;
  const { gallery } = getContent(locale);
  return (
    <>
      <PageHeader
        title={t.title}
        intro={t.intro}
        label={dict.common.breadcrumb}
        path={routes.gallery(locale)}
        crumbs={[{ name: dict.common.nav.home, path: routes.home(locale) }, { name: t.title }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <GalleryGrid images={gallery.map((g) => ({ id: g.id, image: sized(g.image) }))} text={{ viewMore: t.viewMore, shown: t.shown, open: t.open, lightbox: t.lightbox }} />
      </div>
    </>
  );
}
