import { useEffect, useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { MODERATION_LIMITS } from '../../../shared/api/moderation.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

export interface UnpublishDialogProps {
  postId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  onUnpublished(): void;
}

export function UnpublishDialog({ postId, open, onOpenChange, onUnpublished }: UnpublishDialogProps) {
  const t = useT();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const { busy, run } = useFormAction();

  useEffect(() => {
    if (open) setReason('');
  }, [open]);

  async function unpublish() {
    if (!(await run(() => api(calls.moderation.unpublish, { params: { id: postId }, body: { reason } })))) return;
    onOpenChange(false);
    toast.success(t('moderation.unpublished'));
    onUnpublished();
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('moderation.unpublish.title')}>
      <label className="mt-4 block text-[14px] font-medium" htmlFor={`unpublish-reason-${postId}`}>
        {t('moderation.unpublish.reason')}
      </label>
      <textarea
        id={`unpublish-reason-${postId}`}
        value={reason}
        maxLength={MODERATION_LIMITS.reason}
        onChange={(event) => setReason(event.target.value)}
        placeholder={t('moderation.unpublish.placeholder')}
        rows={4}
        className="mt-1.5 w-full resize-y rounded-xl border border-line bg-page px-3 py-2 text-[15px] outline-none focus:border-accent"
      />
      <div className="mt-5 flex justify-end gap-2">
        <Button onClick={() => onOpenChange(false)}>{t('moderation.unpublish.cancel')}</Button>
        <Button disabled={busy} onClick={() => void unpublish()} className="bg-red-600! text-white! hover:bg-red-700!">
          {t('moderation.unpublish.submit')}
        </Button>
      </div>
    </Modal>
  );
}
