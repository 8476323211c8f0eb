'use client';
import { ChevronLeft } from '@/components/ui/icons/chevron-left';
import { ChevronRight } from '@/components/ui/icons/chevron-right';
import { useRef, useState, type SyntheticEvent } from 'react';
import type { FeedbackVideo } from '@/content/types';
import { format, type Dictionary } from '@/lib/i18n';
import { paginate } from '@/lib/pagination';
import { buttonClass } from '@/components/ui/button-styles';

export type FeedbackVideosText = Pick<Dictionary['feedback'], 'previous' | 'next' | 'pageLabel' | 'paginationLabel' | 'noVideo'>;

/**
 * The feedback video grid with Previous/Next paging. Videos download nothing
 * but their poster until played, and starting one pauses every other.
 */
export function FeedbackVideos({ videos, pageSize, text }: { videos: readonly FeedbackVideo[]; pageSize: number; text: FeedbackVideosText }) {
  const [requested, setRequested] = useState(1);
  const { items, page, totalPages, hasPrevious, hasNext } = paginate(videos, requested, pageSize);
  const grid = useRef<HTMLUListElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);

  function pauseOthers(event: SyntheticEvent<HTMLVideoElement>) {
    grid.current?.querySelectorAll('video').forEach((video) => {
      if (video !== event.currentTarget && !video.paused) video.pause();
    });
  }

  function go(to: number) {
    const { page: shown, hasPrevious: canGoBack, hasNext: canGoOn } = paginate(videos, to, pageSize);
    setRequested(shown);
    // A button that becomes disabled would drop focus to the page: hand it to the other one.
    if (!canGoOn && document.activeElement === next.current) previous.current?.focus();
    if (!canGoBack && document.activeElement === previous.current) next.current?.focus();
    const top = grid.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) grid.current?.scrollIntoView({ block: 'start' });
  }

  const pagerButton = buttonClass({ variant: 'secondary', size: 'sm' });

  return (
    <div>
      <ul ref={grid} className="grid scroll-mt-28 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="feedback-videos">
        {items.map((video) => (
          <li key={video.id}>
            <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
              <video
                src={video.src}
                poster={video.poster}
                controls
                playsInline
                preload="none"
                width={640}
                height={360}
                aria-label={video.title}
                onPlay={pauseOthers}
                className="aspect-video w-full bg-slate-900"
              >
                {text.noVideo}
              </video>
              <figcaption className="p-4 text-sm font-medium text-slate-800 dark:text-slate-200">{video.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {/* Below 640 px the page label takes its own line above the buttons: all three do not fit in 320 px. */}
      <nav aria-label={text.paginationLabel} className="mt-8 flex flex-wrap items-center justify-center gap-x-4 gap-y-3">
        <button ref={previous} type="button" onClick={() => go(page - 1)} disabled={!hasPrevious} className={pagerButton}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          {text.previous}
        </button>
        <p aria-live="polite" className="order-first basis-full text-center font-medium sm:order-none sm:min-w-28 sm:basis-auto" data-testid="feedback-page-label">
          {format(text.pageLabel, { page, total: totalPages })}
        </p>
        <button ref={next} type="button" onClick={() => go(page + 1)} disabled={!hasNext} className={pagerButton}>
          {text.next}
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </nav>
    </div>
  );
}
