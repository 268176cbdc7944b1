import type { AnswerOf } from '../../../shared/api/call.ts';
import type { calls } from '../../../shared/api/index.ts';
import { DATE_LOCALES } from '../../../shared/format/dates.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

type Day = AnswerOf<typeof calls.views.statistics>['days'][number];

const CHART_HEIGHT = 120;

function dayLabel(date: string, locale: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

export function StatisticsChart({ days }: { days: readonly Day[] }) {
  const t = useT();
  const { language } = usePageProps();
  const locale = DATE_LOCALES[language];
  const top = Math.max(1, ...days.map((day) => Math.max(day.showings, day.views)));
  const height = (value: number) => `${Math.round((value / top) * CHART_HEIGHT)}px`;
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="mt-5">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-[13px] text-muted">
        <span>{t('views.chart', { days: days.length })}</span>
        <span className="flex items-center gap-3">
          <span className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-accent/25" aria-hidden="true" />
            {t('views.legendShowings')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-accent-fill" aria-hidden="true" />
            {t('views.legendViews')}
          </span>
        </span>
      </figcaption>
      <ol className="mt-3 flex items-end gap-[3px] border-b border-line" style={{ height: `${CHART_HEIGHT}px` }}>
        {days.map((day) => {
          const label = t('views.chartLabel', { date: dayLabel(day.date, locale), views: day.views, showings: day.showings });
          return (
            <li key={day.date} aria-label={label} title={label} className="relative flex h-full min-w-0 flex-1 items-end">
              <span className="absolute inset-x-0 bottom-0 rounded-t-sm bg-accent/25" style={{ height: height(day.showings) }} />
              <span className="absolute inset-x-[20%] bottom-0 rounded-t-sm bg-accent-fill" style={{ height: height(day.views) }} />
            </li>
          );
        })}
      </ol>
      {first && last && (
        <div className="mt-1.5 flex justify-between text-[12px] text-muted" aria-hidden="true">
          <span>{dayLabel(first.date, locale)}</span>
          <span>{dayLabel(last.date, locale)}</span>
        </div>
      )}
    </figure>
  );
}
