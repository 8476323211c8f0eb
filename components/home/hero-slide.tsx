import { Link } from '@/components/ui/link';
import type { HeroSlide, SizedImage } from '@/content/types';
import { Picture } from '@/components/ui/picture';
import { buttonClass } from '@/components/ui/button-styles';

/** A slide ready to show: its picture sized and its link resolved to the page in the visitor's language. */
export type HeroSlideData = HeroSlide & { img: SizedImage; href: string };

/** One hero slide: photo, shade, text and button. The first is the page's h1 and largest paint. */
export function HeroSlideView({ slide, index }: { slide: HeroSlideData; index: number }) {
  return (
    <div className="relative h-[34rem] sm:h-[36rem] lg:h-[40rem]">
      <Picture image={slide.img} sizes="100vw" priority={index === 0} className="absolute inset-0 h-full w-full object-cover" />
      <div className="absolute inset-0 bg-gradient-to-r from-slate-950/85 via-slate-950/65 to-slate-950/30" />
      {/* The words start at a fixed height rather than centred: HTML arrives in pieces on a slow link
          (and a busy phone's parser stops between slices), and a block centred in the slide moved up
          as each line arrived (a layout shift in the first screen). */}
      <div className="relative mx-auto h-full max-w-7xl px-6 pt-16 pb-16 sm:px-10 sm:pt-28 lg:pt-36">
        <div className="max-w-2xl text-white">
          {slide.header && <p className="text-sm font-semibold uppercase tracking-wider [&:lang(hi)]:tracking-normal text-accent-400">{slide.header}</p>}
          {index === 0 ? (
            <h1 className="mt-3 text-3xl font-bold text-white sm:text-5xl">{slide.title}</h1>
          ) : (
            <h2 className="mt-3 text-3xl font-bold text-white sm:text-5xl">{slide.title}</h2>
          )}
          <p className="mt-4 text-lg text-slate-100 sm:text-xl">{slide.description}</p>
          <Link
            href={slide.href}
            className={buttonClass({ variant: 'bright', size: 'lg', className: 'mt-8' })}
            data-testid="hero-button"
          >
            {slide.buttonText}
          </Link>
        </div>
      </div>
    </div>
  );
}
