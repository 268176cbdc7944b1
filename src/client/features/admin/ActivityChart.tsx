/** Plain SVG keeps the page light; screen readers get one sentence about the series instead of thirty bars. */
import type { ActivitySeries, DailyActivityDto } from '../../../shared/dto/admin-ops.ts';
import { formatDay } from '../../../shared/format/dates.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';

const HEIGHT = 64;
const BAR = 10;
const GAP = 4;

export function ActivityChart({ series, days, total }: { series: ActivitySeries; days: DailyActivityDto[]; total: number }) {
  const t = useT();
  const { language } = usePageProps();
  const counts = days.map((day) => day[series]);
  const sum = counts.reduce((a, b) => a + b, 0);
  const max = Math.max(...counts, 0);
  const width = days.length * (BAR + GAP) - GAP;
  const name = t(`adminOps.dashboard.series.${series}`);
  const dayText = (day: string) => formatDay(`${day}T12:00:00Z`, language, 'UTC');
  const label = t('adminOps.dashboard.chartLabel', { series: name, sum, days: t('adminOps.dashboard.spanDays', { count: days.length }), max });
  return (
    <section aria-label={name} className="flex flex-col gap-2 rounded-xl bg-surface p-4">
      <h3 className="text-[14px] font-medium text-muted">{name}</h3>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-[24px] font-bold tabular-nums">{sum}</span>
        <span className="text-[13px] text-muted">
          {t('adminOps.dashboard.inSpan')} · {t('adminOps.dashboard.total', { count: total })}
        </span>
      </p>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" className="h-16 w-full" role="img" aria-label={label}>
        {days.map((day, index) => {
          const count = day[series];
          // An empty day keeps a hairline, so the span's length stays readable.
          const height = max === 0 ? 1 : Math.max((count / max) * HEIGHT, 1);
          return (
            <rect key={day.day} x={index * (BAR + GAP)} y={HEIGHT - height} width={BAR} height={height} rx={2} className={count > 0 ? 'fill-accent' : 'fill-line'}>
              <title>{t('adminOps.dashboard.barTitle', { day: dayText(day.day), count })}</title>
            </rect>
          );
        })}
      </svg>
      <p className="flex justify-between gap-2 text-[12px] text-muted" aria-hidden="true">
        <span>{dayText(days[0]!.day)}</span>
        <span>{dayText(days.at(-1)!.day)}</span>
      </p>
    </section>
  );
}
