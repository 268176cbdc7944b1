import { useState } from 'react';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight, Layers } from '../../ui/icons.ts';
import type { PostSeriesDto, SeriesPartDto } from '../../../shared/dto/series.ts';
import { useT } from '../../platform/useT.ts';
import { Link } from '../../ui/Link.tsx';
import { placeOf, visibleParts } from './place.ts';

/** Under the post's title: the series, the post's place in it and the parts, the current one marked. */
export function SeriesBox({ series, postId }: { series: PostSeriesDto; postId: number }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const place = placeOf(series, postId);
  if (!place) return null;
  const shown = visibleParts(series.parts, place.position, expanded);
  const collapsible = shown.length < series.parts.length || expanded;
  return (
    <nav aria-label={`${t('series.label')} «${series.title}»`} className="mt-4 rounded-xl border border-line px-4 py-3" data-testid="series-box">
      <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-[14px]">
        <Layers className="size-4 shrink-0 text-accent" aria-hidden="true" />
        <span className="text-muted">{t('series.label')}</span>
        <Link href={series.url} className="font-semibold text-fg transition-colors hover:text-accent">
          «{series.title}»
        </Link>
        <span className="text-muted" aria-hidden="true">
          ·
        </span>
        <span className="text-muted">{t('series.place', { position: place.position, total: place.total })}</span>
      </p>
      <ol className="mt-2 flex flex-col text-[14px] leading-5">
        {shown.map((part) => (
          <PartRow key={part.id} part={part} number={series.parts.indexOf(part) + 1} current={part.id === postId} />
        ))}
      </ol>
      {collapsible && (
        <button type="button" onClick={() => setExpanded(!expanded)} aria-expanded={expanded} className="mt-1 min-h-6 text-[14px] font-medium text-accent hover:underline">
          {expanded ? t('series.collapse') : t('series.showAll', { count: series.parts.length })}
        </button>
      )}
    </nav>
  );
}

function PartRow({ part, number, current }: { part: SeriesPartDto; number: number; current: boolean }) {
  const t = useT();
  const title = part.title || t('posts.untitled');
  return (
    <li className="flex min-w-0 items-baseline gap-2">
      <span className="w-6 shrink-0 text-right tabular-nums text-muted">{number}.</span>
      {/* A row is tall enough to tap: 24 px at least. */}
      {current ? (
        <span aria-current="page" className="min-w-0 py-0.5 font-semibold">
          {title}
        </span>
      ) : (
        <Link href={part.url} className="min-w-0 py-0.5 text-fg/85 transition-colors hover:text-accent">
          {title}
        </Link>
      )}
      {!part.is_publish && <span className="shrink-0 rounded bg-page px-1.5 text-[12px] text-muted">{t('series.draft')}</span>}
    </li>
  );
}

/** After the post's body: the way on through the series. */
export function SeriesPager({ series, postId }: { series: PostSeriesDto; postId: number }) {
  const t = useT();
  const place = placeOf(series, postId);
  if (!place || (!place.previous && !place.next)) return null;
  const cell = 'flex min-w-0 flex-1 flex-col gap-0.5 rounded-xl border border-line px-4 py-3 transition-colors hover:border-accent';
  return (
    <nav aria-label={t('series.label')} className="mt-6 flex flex-col gap-2 sm:flex-row">
      {place.previous ? (
        <Link href={place.previous.url} rel="prev" className={cell}>
          <span className="flex items-center gap-1 text-[13px] text-muted">
            <ChevronLeft className="size-4" aria-hidden="true" />
            {t('series.previous')}
          </span>
          <span className="line-clamp-2 text-[15px] font-medium">{place.previous.title || t('posts.untitled')}</span>
        </Link>
      ) : (
        <span className="hidden flex-1 sm:block" />
      )}
      {place.next && (
        <Link href={place.next.url} rel="next" className={clsx(cell, 'sm:items-end sm:text-right')}>
          <span className="flex items-center gap-1 text-[13px] text-muted">
            {t('series.next')}
            <ChevronRight className="size-4" aria-hidden="true" />
          </span>
          <span className="line-clamp-2 text-[15px] font-medium">{place.next.title || t('posts.untitled')}</span>
        </Link>
      )}
    </nav>
  );
}
