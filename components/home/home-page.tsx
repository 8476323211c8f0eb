import { JsonLd } from '@/components/ui/json-ld';
import { getContent } from '@/lib/content';
import { env } from '@/lib/env';
import { sized } from '@/lib/images';
import { hospitalJsonLd } from '@/lib/jsonld';
import { getDictionary, type Locale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { AboutTeaser } from './about-teaser';
import { Benefits } from './benefits';
import { BranchesSection } from './branches-section';
import { ConsultationCta } from './consultation-cta';
import { ContactSection } from './contact-section';
import { DoctorsSection } from './doctors-section';
import { GallerySection } from './gallery-section';
import { HeroCarousel } from './hero-carousel';
import { ServicesGrid } from './services-grid';
import { StatsBand } from './stats-band';
import { Testimonials } from './testimonials';

/** The home page: its sections in order, each a component of its own. */
export function HomePage({ locale }: { locale: Locale }) {
  const dict = getDictionary(locale);
  const { heroSlides } = getContent(locale).home;
  return (
    <>
      <HeroCarousel slides={heroSlides.map((slide) => ({ ...slide, img: sized(slide.img), href: routes[slide.link](locale) }))} text={{ ...dict.home.carousel, label: dict.home.hero.label }} />
      <AboutTeaser dict={dict} locale={locale} />
      <Benefits dict={dict} locale={locale} />
      <ServicesGrid dict={dict} locale={locale} />
      <ConsultationCta dict={dict} locale={locale} />
      <DoctorsSection dict={dict} locale={locale} />
      <ContactSection dict={dict} locale={locale} />
      <StatsBand dict={dict} locale={locale} />
      <Testimonials dict={dict} locale={locale} widgetId={env.reviewWidgetId} />
      <GallerySection dict={dict} locale={locale} />
      <BranchesSection dict={dict} locale={locale} />
      <JsonLd data={hospitalJsonLd(locale)} />
    </>
  );
}
