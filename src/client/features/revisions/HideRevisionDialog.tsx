import { router } from '@inertiajs/react';
import { useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { REVISION_LIMITS } from '../../../shared/dto/revision.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

export function HideRevisionButton({ postId, number }: { postId: number; number: number }) {
  const t = useT();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, run } = useFormAction();
  const field = `hide-revision-${number}`;

  async function hide() {
    if (!(await run(() => api(calls.revisions.hide, { params: { id: postId, number }, body: { reason } })))) return;
    setOpen(false);
    toast.success(t('revisions.hideDone'));
    router.reload();
  }

  return (
    <>
      <Button onClick={() => setOpen(true)} className="h-8 px-3 text-[13px]">
        {t('revisions.hide')}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t('revisions.hideTitle', { number })}>
        <p className="mt-2 text-[14px] text-muted">{t('revisions.hideHint')}</p>
        <label className="mt-4 block text-[14px] font-medium" htmlFor={field}>
          {t('revisions.hideReason')}
        </label>
        <textarea
          id={field}
          value={reason}
          maxLength={REVISION_LIMITS.reason}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
          className="mt-1.5 w-full resize-y rounded-xl border border-line bg-page px-3 py-2 text-[15px] outline-none focus:border-accent"
        />
        <div className="mt-5 flex justify-end gap-2">
          <Button onClick={() => setOpen(false)}>{t('revisions.cancel')}</Button>
          <Button disabled={busy} onClick={() => void hide()} className="bg-red-600! text-white! hover:bg-red-700!">
            {t('revisions.hideConfirm')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
