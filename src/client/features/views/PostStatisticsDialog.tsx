import { useEffect, useState } from 'react';
import { LoaderCircle } from '../../ui/icons.ts';
import type { AnswerOf } from '../../../shared/api/call.ts';
import { calls } from '../../../shared/api/index.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { api } from '../../platform/api.ts';
import { useChannel } from '../../platform/useChannel.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Modal } from '../../ui/Modal.tsx';
import { dayRows, hourRows } from './chart-rows.ts';
import { StatChart } from './StatChart.tsx';
import { Choice, Figure, ReadDepth, ViewSources } from './StatParts.tsx';

type Statistics = AnswerOf<typeof calls.views.statistics>;

const METRICS = ['views', 'unique_views', 'likes', 'reactions', 'comments', 'bookmarks', 'reposts', 'followers'] as const;
type Metric = (typeof METRICS)[number];
const SPANS = ['days', 'hours'] as const;
type Span = (typeof SPANS)[number];

export interface PostStatisticsDialogProps {
  postId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function PostStatisticsDialog({ postId, open, onOpenChange }: PostStatisticsDialogProps) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  const [statistics, setStatistics] = useState<Statistics | null>(null);
  const [failed, setFailed] = useState(false);
  const [metric, setMetric] = useState<Metric>('views');
  const [span, setSpan] = useState<Span>('days');

  useEffect(() => {
    if (!open) return;
    setFailed(false);
    api(calls.views.statistics, { params: { id: postId } }).then(setStatistics, () => setFailed(true));
  }, [open, postId]);

  useChannel(open ? channels.postViews(postId) : null, (event, data) => {
    if (event !== pushes.postViews) return;
    setStatistics((current) => current && { ...current, showings: data.showings, views: data.views, unique_showings_count: data.unique_showings_count, unique_views_count: data.unique_views_count });
  });

  const metricName = t(`stats.metrics.${metric}`);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('views.title')} className="max-w-[720px]">
      {failed ? (
        <p className="mt-4 text-[15px] text-muted">{t('views.failed')}</p>
      ) : !statistics ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-[15px] text-muted">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t('views.loading')}
        </p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-2 min-[560px]:grid-cols-4">
            <Figure label={t('views.showings')} value={statistics.showings} />
            <Figure label={t('views.views')} value={statistics.views} />
            <Figure label={t('views.uniqueShowings')} value={statistics.unique_showings_count} />
            <Figure label={t('views.uniqueViews')} value={statistics.unique_views_count} />
          </dl>
          <h3 className="mt-5 text-[15px] font-semibold">{t('views.interactions')}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-2 min-[560px]:grid-cols-3">
            {(['likes', 'reactions', 'comments', 'bookmarks', 'reposts', 'followers'] as const).map((name) => (
              <Figure key={name} label={t(`stats.metrics.${name}`)} value={statistics.totals[name]} />
            ))}
          </dl>
          {statistics.showings === 0 && statistics.views === 0 ? (
            <p className="mt-5 text-[15px] text-muted">{t('views.empty')}</p>
          ) : (
            <>
              <Choice label={t('stats.period')} options={SPANS} value={span} onChange={setSpan} text={(option) => (option === 'days' ? t('views.chart', { days: statistics.days.length }) : t('views.launch'))} />
              <Choice label={t('stats.metric')} options={METRICS} value={metric} onChange={setMetric} text={(option) => t(`stats.metrics.${option}`)} />
              {span === 'days' ? (
                <StatChart caption={t('stats.byDay', { metric: metricName })} rowHeader={t('stats.date')} rows={dayRows(statistics.days, (day) => day[metric], language)} />
              ) : statistics.hours.length === 0 ? (
                <p className="mt-4 text-[14px] text-muted">{t('views.launchEmpty')}</p>
              ) : (
                <StatChart caption={t('stats.byHour', { metric: metricName })} rowHeader={t('stats.hour')} rows={hourRows(statistics.hours, (hour) => hour[metric], language, timeZone)} />
              )}
              <ReadDepth depth={statistics.depth} />
              <ViewSources sources={statistics.sources} />
            </>
          )}
          <p className="mt-5 text-[13px] text-muted">{t('views.note')}</p>
        </>
      )}
    </Modal>
  );
}
