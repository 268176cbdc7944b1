import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
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

  async function destroy() {
    await api(calls.posts.destroy, { params: { id: postId } });
    toast.success(t('postUi.delete.done'));
    onDeleted();
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('postUi.delete.title')}
      text={t('postUi.delete.text')}
      confirmLabel={t('postUi.delete.confirm')}
      cancelLabel={t('postUi.delete.cancel')}
      onConfirm={destroy}
    />
  );
}
