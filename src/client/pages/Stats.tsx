import { useState } from 'react';
import { router } from '@inertiajs/react';
import clsx from 'clsx';
import { Download } from '../ui/icons.ts';
import { STATISTICS_PERIODS, type StatisticsPeriod } from '../../shared/api/views.ts';
import { formatDay } from '../../shared/format/dates.ts';
import { Choice, dayRows, Figure, ReadDepth, StatChart, ViewSources } from '../features/views/index.ts';
import { usePageProps } from '../platform/usePageProps.ts';
import { useT } from '../platform/useT.ts';
import { Link } from '../ui/Link.tsx';

const METRICS = ['views', 'unique_views', 'likes', 'reactions', 'comments', 'bookmarks', 'reposts', 'followers'] as const;
type Metric = (typeof METRICS)[number];

function statsUrl(of: number, days: StatisticsPeriod): string {
  return `/stats?of=${of}&days=${days}`;
}

export default function Stats() {
  const t = useT();
  const { statistics, choices, language, timeZone } = usePageProps<'Stats'>();
  const [metric, setMetric] = useState<Metric>('views');
  const { subsite, period, totals } = statistics;
  const metricName = t(`stats.metrics.${metric}`);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 px-1">
        <h1 className="text-[26px] font-bold tracking-[-0.015em]">{t('stats.title')}</h1>
        <a
          href={`/subsites/${subsite.id}/statistics.csv?days=${period}`}
          download
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-[14px] font-medium text-accent hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-accent"
        >
          <Download className="size-4" aria-hidden="true" />
          {t('stats.export')}
        </a>
      </div>
      <section className="rounded-xl bg-surface p-4 nav:p-6" aria-labelledby="stats-totals">
        <div className="flex flex-wrap items-end justify-between gap-3">
          {choices.length > 1 ? (
            <label className="flex flex-col gap-1 text-[13px] text-muted">
              {t('stats.of')}
              <select
                value={subsite.id}
                onChange={(event) => router.get(statsUrl(Number(event.target.value), period))}
                className="h-9 rounded-lg border border-line bg-surface px-2 text-[15px] text-fg focus-visible:outline-2 focus-visible:outline-accent"
              >
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.is_community ? choice.name : t('stats.myBlog')}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <Link href={subsite.url} className="text-[17px] font-semibold hover:text-accent">
              {subsite.name}
            </Link>
          )}
          <nav aria-label={t('stats.period')} className="flex gap-1 rounded-lg border border-line p-1">
            {STATISTICS_PERIODS.map((days) => (
              <Link
                key={days}
                href={statsUrl(subsite.id, days)}
                aria-current={days === period ? 'true' : undefined}
                className={clsx(
                  'rounded-md px-3 py-1.5 text-[14px] font-medium focus-visible:outline-2 focus-visible:outline-accent',
                  days === period ? 'bg-accent-soft text-accent' : 'text-muted hover:bg-surface-hover hover:text-fg',
                )}
              >
                {t('stats.periodDays', { count: days })}
              </Link>
            ))}
          </nav>
        </div>
        <h2 id="stats-totals" className="mt-5 text-[15px] font-semibold">
          {t('stats.totals')}
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-2 nav:grid-cols-4">
          {METRICS.map((name) => (
            <Figure key={name} label={t(`stats.metrics.${name}`)} value={totals[name]} />
          ))}
        </dl>
        <Choice label={t('stats.metric')} options={METRICS} value={metric} onChange={setMetric} text={(option) => t(`stats.metrics.${option}`)} />
        <StatChart caption={t('stats.byDay', { metric: metricName })} rowHeader={t('stats.date')} rows={dayRows(statistics.days, (day) => day[metric], language)} />
      </section>
      <section className="rounded-xl bg-surface p-4 nav:p-6" aria-label={t('stats.followersOverTime')}>
        <dl className="grid grid-cols-2 gap-2 nav:grid-cols-4">
          <Figure label={t('stats.followersTotal')} value={totals.followers_total} />
        </dl>
        <StatChart kind="line" caption={t('stats.followersOverTime')} rowHeader={t('stats.date')} rows={dayRows(statistics.days, (day) => day.followers_total, language)} />
      </section>
      <div className="grid grid-cols-1 gap-4 nav:grid-cols-2">
        <div className="rounded-xl bg-surface p-4 nav:p-6 [&>section]:mt-0">
          <ReadDepth depth={statistics.depth} />
        </div>
        <div className="rounded-xl bg-surface p-4 nav:p-6 [&>section]:mt-0">
          <ViewSources sources={statistics.sources} />
        </div>
      </div>
      <section className="rounded-xl bg-surface p-4 nav:p-6" aria-labelledby="stats-best">
        <h2 id="stats-best" className="text-[15px] font-semibold">
          {t('stats.best')}
        </h2>
        {statistics.best.length === 0 ? (
          <p className="mt-1 text-[14px] text-muted">{t('stats.bestEmpty')}</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[480px] text-[14px]">
              <caption className="sr-only">{t('stats.best')}</caption>
              <thead>
                <tr className="text-left text-muted">
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    {t('stats.post')}
                  </th>
                  {(['views', 'unique_views', 'likes', 'comments'] as const).map((name) => (
                    <th key={name} scope="col" className="px-2 py-1.5 text-right font-medium">
                      {t(`stats.metrics.${name}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {statistics.best.map((post) => (
                  <tr key={post.id}>
                    <th scope="row" className="py-2 pr-3 text-left font-normal">
                      <Link href={post.url} className="font-medium hover:text-accent">
                        {post.title || t('stats.post')}
                      </Link>
                      <span className="block text-[12px] text-muted">{formatDay(post.published_at, language, timeZone)}</span>
                    </th>
                    <td className="px-2 py-2 text-right tabular-nums">{post.views}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{post.unique_views}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{post.likes}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{post.comments}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <p className="px-1 text-[13px] text-muted">{t('stats.privacy')}</p>
    </div>
  );
}
