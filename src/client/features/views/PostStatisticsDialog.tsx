import { useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';
import type { AnswerOf } from '../../../shared/api/call.ts';
import { calls } from '../../../shared/api/index.ts';
import { abbreviateNumber } from '../../../shared/format/number.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { api } from '../../platform/api.ts';
import { useChannel } from '../../platform/useChannel.ts';
import { useT } from '../../platform/useT.ts';
import { Modal } from '../../ui/Modal.tsx';
import { StatisticsChart } from './StatisticsChart.tsx';

type Statistics = AnswerOf<typeof calls.views.statistics>;

export interface PostStatisticsDialogProps {
  postId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-page px-4 py-3">
      <dt className="text-[13px] text-muted">{label}</dt>
      <dd className="mt-0.5 text-[22px] font-semibold tabular-nums" title={String(value)}>
        {abbreviateNumber(value)}
      </dd>
    </div>
  );
}

export function PostStatisticsDialog({ postId, open, onOpenChange }: PostStatisticsDialogProps) {
  const t = useT();
  const [statistics, setStatistics] = useState<Statistics | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFailed(false);
    api(calls.views.statistics, { params: { id: postId } }).then(setStatistics, () => setFailed(true));
  }, [open, postId]);

  useChannel(open ? channels.postViews(postId) : null, (event, data) => {
    if (event !== pushes.postViews) return;
    setStatistics((current) => current && { ...current, showings: data.showings, views: data.views, unique_showings_count: data.unique_showings_count, unique_views_count: data.unique_views_count });
  });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('views.title')} className="max-w-[560px]">
      {failed ? (
        <p className="mt-4 text-[15px] text-muted">{t('views.failed')}</p>
      ) : !statistics ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-[15px] text-muted">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          {t('views.loading')}
        </p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-2">
            <Figure label={t('views.showings')} value={statistics.showings} />
            <Figure label={t('views.views')} value={statistics.views} />
            <Figure label={t('views.uniqueShowings')} value={statistics.unique_showings_count} />
            <Figure label={t('views.uniqueViews')} value={statistics.unique_views_count} />
          </dl>
          {statistics.showings === 0 && statistics.views === 0 ? (
            <p className="mt-5 text-[15px] text-muted">{t('views.empty')}</p>
          ) : (
            <StatisticsChart days={statistics.days} />
          )}
          <p className="mt-4 text-[13px] text-muted">{t('views.note')}</p>
        </>
      )}
    </Modal>
  );
}
