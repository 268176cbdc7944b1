import { Fragment } from 'react';
import { router } from '@inertiajs/react';
import clsx from 'clsx';
import { RotateCcw } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { FailedJobDto, QueueStateDto } from '../../../shared/dto/admin-ops.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

/** A queue's name may break after its dots on a narrow screen, never inside a word. */
function QueueName({ name }: { name: string }) {
  return name.split('.').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          .<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

export function QueueTable({ queues }: { queues: QueueStateDto[] }) {
  const t = useT();
  const number = (value: number, { alert = false, last = false } = {}) => (
    <td className={clsx('py-2 text-right tabular-nums', last ? 'pr-4 pl-2 nav:pr-5 nav:pl-3' : 'px-2 nav:px-3', value === 0 ? 'text-muted' : alert && 'font-semibold text-red-700 dark:text-red-400')}>{value}</td>
  );
  return (
    <div className="-mx-4 nav:-mx-5">
      <table className="w-full text-[14px]">
        <thead>
          <tr className="border-b border-line text-left text-[13px] text-muted">
            <th scope="col" className="px-4 py-2 font-medium nav:px-5">{t('adminOps.operations.queue')}</th>
            <th scope="col" className="px-2 py-2 text-right font-medium nav:px-3">{t('adminOps.operations.queued')}</th>
            <th scope="col" className="px-2 py-2 text-right font-medium nav:px-3">{t('adminOps.operations.active')}</th>
            <th scope="col" className="py-2 pr-4 pl-2 text-right font-medium nav:pr-5 nav:pl-3">{t('adminOps.operations.failed')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {queues.map((queue) => (
            <tr key={queue.name}>
              <th scope="row" className="px-4 py-2 text-left font-mono text-[13px] font-normal break-words nav:px-5">
                <QueueName name={queue.name} />
              </th>
              {number(queue.queued)}
              {number(queue.active)}
              {number(queue.failed, { alert: true, last: true })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function FailedJobItem({ job }: { job: FailedJobDto }) {
  const t = useT();
  const toast = useToast();
  const { language, timeZone } = usePageProps();
  const { busy, run } = useFormAction();

  const retry = async () => {
    if (!(await run(() => api(calls.adminOps.retryJob, { params: { queue: job.name, id: job.id } })))) return;
    toast.success(t('adminOps.operations.retried'));
    router.reload({ only: ['operations'] });
  };

  return (
    <li className="flex flex-wrap items-start gap-3 py-3" data-testid="failed-job">
      <div className="min-w-0 flex-1">
        <p className="font-mono text-[13px] font-medium">{job.name}</p>
        <p className="mt-0.5 break-words text-[14px] text-red-700 dark:text-red-400">{job.error || t('adminOps.operations.noError')}</p>
        <p className="mt-0.5 text-[13px] text-muted">
          <time dateTime={job.failed_at} suppressHydrationWarning>
            {formatDateTime(job.failed_at, language, timeZone)}
          </time>{' '}
          · {t('adminOps.operations.retries', { count: job.retries })}
        </p>
      </div>
      <Button disabled={busy} onClick={() => void retry()} className="gap-1.5">
        <RotateCcw size={16} aria-hidden="true" />
        {t('adminOps.operations.retry')}
      </Button>
    </li>
  );
}
