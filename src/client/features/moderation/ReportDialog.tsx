import { useEffect, useState } from 'react';
import { LoaderCircle } from '../../ui/icons.ts';
import clsx from 'clsx';
import { calls } from '../../../shared/api/index.ts';
import type { ComplaintModelType, ComplaintReasonDto } from '../../../shared/dto/moderation.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useFailureToast, useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

export interface ReportTarget {
  type: ComplaintModelType;
  id: number;
  userId: number | null;
}

export interface ReportDialogProps {
  target: ReportTarget;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function ReportDialog({ target, open, onOpenChange }: ReportDialogProps) {
  const t = useT();
  const toast = useToast();
  const [reasons, setReasons] = useState<ComplaintReasonDto[] | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const { busy, run } = useFormAction();
  const fail = useFailureToast();

  useEffect(() => {
    if (!open) return;
    setPicked(null);
    if (reasons) return;
    api(calls.moderation.reasons, {}).then(setReasons, (error: unknown) => {
      onOpenChange(false);
      fail(error);
    });
    // Reasons are loaded once per dialog; only an opening runs this.
  }, [open]);

  async function send() {
    if (picked === null) return;
    const answer = await run(() => api(calls.moderation.complain, { body: { reason_id: picked, model_id: target.id, model_type: target.type, user_id: target.userId } }));
    if (!answer) return;
    onOpenChange(false);
    toast.success(answer.message);
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('moderation.report.title')}>
      {reasons === null ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-[15px] text-muted">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t('moderation.report.loading')}
        </p>
      ) : (
        <fieldset className="mt-4 flex min-w-0 flex-col gap-1.5">
          <legend className="sr-only">{t('moderation.report.title')}</legend>
          {reasons.map((reason) => (
            <label
              key={reason.id}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-[15px] transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
                picked === reason.id ? 'border-accent bg-accent-soft' : 'border-line hover:bg-page',
              )}
            >
              <input type="radio" name="report-reason" value={reason.id} checked={picked === reason.id} onChange={() => setPicked(reason.id)} className="size-4 accent-[var(--accent)]" />
              {reason.name}
            </label>
          ))}
        </fieldset>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <Button onClick={() => onOpenChange(false)}>{t('moderation.report.cancel')}</Button>
        <Button variant="primary" disabled={picked === null || busy} onClick={() => void send()}>
          {t('moderation.report.send')}
        </Button>
      </div>
    </Modal>
  );
}
