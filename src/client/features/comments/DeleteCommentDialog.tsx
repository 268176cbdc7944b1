import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

export interface DeleteCommentDialogProps {
  commentId: number;
  branch: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(): void;
}

export function DeleteCommentDialog({ commentId, branch, open, onOpenChange, onDeleted }: DeleteCommentDialogProps) {
  const t = useT();

  async function destroy() {
    await api(branch ? calls.comments.destroyBranch : calls.comments.destroy, { params: { id: commentId } });
    onDeleted();
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(branch ? 'comments.confirmDelete.branchTitle' : 'comments.confirmDelete.title')}
      text={t(branch ? 'comments.confirmDelete.branchText' : 'comments.confirmDelete.text')}
      confirmLabel={t('comments.confirmDelete.confirm')}
      cancelLabel={t('comments.cancel')}
      onConfirm={destroy}
    />
  );
}
