/** «Удалить пост?» — the confirmation before DELETE /posts/{id} (spec 2, sections 4 and 8). */
import { useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { HttpError } from '../../platform/http.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useT } from '../../platform/useT.ts';

export interface DeletePostDialogProps {
  postId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(): void;
}

export function DeletePostDialog({ postId, open, onOpenChange, onDeleted }: DeletePostDialogProps) {
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function destroy() {
    setBusy(true);
    try {
      await api(calls.posts.destroy, { params: { id: postId } });
      toast.success(t('postUi.delete.done'));
      onOpenChange(false);
      onDeleted();
    } catch (error) {
      // 401 has already opened the sign-in modal; other failures say what the server said.
      if (!(error instanceof HttpError && error.status === 401)) toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('postUi.delete.title')}>
      <p className="mt-2 text-[15px] text-muted">{t('postUi.delete.text')}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button onClick={() => onOpenChange(false)}>{t('postUi.delete.cancel')}</Button>
        <Button onClick={destroy} disabled={busy} className="bg-red-600! text-white! hover:bg-red-700!">
          {t('postUi.delete.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
