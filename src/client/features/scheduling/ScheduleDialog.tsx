import { useId, useState, type FormEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { momentOf, wallTimeAt, zoneOffsetName } from '../../../shared/format/zoned-time.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { useToast } from '../../ui/toast.tsx';

const HOUR_MS = 60 * 60 * 1000;
const YEAR_MS = 365 * 24 * HOUR_MS;

export interface ScheduleDialogProps {
  postId: number;
  /** The draft's current time, ISO; null when it has none. */
  scheduledAt: string | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** After the time is set, moved or cancelled. */
  onChanged(scheduledAt: string | null): void;
  /** Runs first (the editor saves what it holds); false stops here. */
  prepare?(): Promise<boolean>;
}

/** An hour ahead, on the hour's start in the site's zone: a time one rarely has to type over. */
function suggestedTime(timeZone: string): string {
  return wallTimeAt(new Date(Math.ceil((Date.now() + HOUR_MS) / HOUR_MS) * HOUR_MS), timeZone);
}

export function ScheduleDialog({ postId, scheduledAt, open, onOpenChange, onChanged, prepare }: ScheduleDialogProps) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  const toast = useToast();
  const id = useId();
  const [wall, setWall] = useState(() => (scheduledAt ? wallTimeAt(new Date(scheduledAt), timeZone) : suggestedTime(timeZone)));
  const action = useFormAction(['at']);
  const now = new Date();

  const submit = async (event: FormEvent) => {
    const moment = momentOf(wall, timeZone);
    const done = await action.run(
      async () => {
        if (prepare && !(await prepare())) return null;
        // The server checks the moment itself; an unreadable field is sent as it is and refused there.
        return api(calls.scheduling.set, { params: { id: postId }, body: { at: moment?.toISOString() ?? wall } });
      },
      { event },
    );
    if (!done) return;
    toast.success(t('scheduling.scheduled', { time: formatDateTime(done.scheduled_at!, language, timeZone) }));
    onChanged(done.scheduled_at);
  };

  const cancel = async () => {
    const done = await action.run(() => api(calls.scheduling.cancel, { params: { id: postId } }));
    if (!done) return;
    toast.success(t('scheduling.cancelled'));
    onChanged(null);
  };

  const error = action.errors.at;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('scheduling.dialogTitle')}>
      <form onSubmit={(event) => void submit(event)} className="mt-2 flex flex-col gap-4" noValidate>
        <p className="text-[15px] text-muted">{t('scheduling.dialogText')}</p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            {t('scheduling.when')}
          </label>
          <input
            id={id}
            type="datetime-local"
            data-testid="schedule-time"
            value={wall}
            min={wallTimeAt(now, timeZone)}
            max={wallTimeAt(new Date(now.getTime() + YEAR_MS), timeZone)}
            onChange={(event) => action.tracked('at', setWall)(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-zone${error ? ` ${id}-error` : ''}`}
            className="h-11 w-full rounded-lg border border-control bg-[var(--bg)] px-3.5 text-[15px] text-[var(--text)] outline-none focus:border-accent focus:ring-3 focus:ring-accent/20 aria-invalid:border-red-500"
          />
          <p id={`${id}-zone`} className="text-[13px] text-muted">
            {t('scheduling.zone', { zone: `${timeZone} (${zoneOffsetName(now, timeZone)})` })}
          </p>
          {error && (
            <p id={`${id}-error`} className="text-[13px] text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 min-[420px]:flex-row min-[420px]:items-center">
          {scheduledAt && (
            <Button onClick={() => void cancel()} disabled={action.busy} className="text-red-700 min-[420px]:mr-auto dark:text-red-300">
              {t('scheduling.cancel')}
            </Button>
          )}
          <Button onClick={() => onOpenChange(false)} className={scheduledAt ? undefined : 'min-[420px]:ml-auto'}>
            {t('scheduling.close')}
          </Button>
          <Button type="submit" variant="primary" disabled={action.busy}>
            {t(scheduledAt ? 'scheduling.move' : 'scheduling.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
