/** The controls are asked afresh at every opening: replies and pins change them. */
import { useState } from 'react';
import { Ban, EyeOff, Flag, Pencil, Pin, PinOff, Trash2 } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { CommentControls, CommentDto } from '../../../shared/dto/comment.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ControlsMenu } from '../../ui/ControlsMenu.tsx';
import type { MenuAction } from '../../ui/Menu.tsx';
import { useFailureToast, useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { BanModal } from '../communities/index.ts';
import { ReportDialog } from '../moderation/index.ts';
import type { CommentsAction } from './comments-store.ts';

export interface CommentMenuProps {
  comment: CommentDto;
  onEdit(): void;
  dispatch(action: CommentsAction): void;
  /** The post's community, where 'Ban in topic' bans; null for a blog post. */
  communitySlug?: string | null;
}

export function CommentMenu({ comment, onEdit, dispatch, communitySlug = null }: CommentMenuProps) {
  const t = useT();
  const toast = useToast();
  const [confirming, setConfirming] = useState<'one' | 'branch' | null>(null);
  const [reporting, setReporting] = useState(false);
  const [banning, setBanning] = useState<'topic' | 'blog' | null>(null);

  const fail = useFailureToast();
  const { run } = useFormAction();

  async function togglePin() {
    const answer = await run(() => api(calls.comments.pin, { params: { id: comment.id } }));
    if (!answer) return;
    dispatch({ type: 'pinned', id: comment.id, pinned: answer.pinned });
    toast.success(t(answer.pinned ? 'comments.pinned' : 'comments.unpinned'));
  }

  async function hideAuthor() {
    const author = comment.user;
    if (!author || !(await run(() => api(calls.ignores.ignore, { params: { id: author.id } })))) return;
    dispatch({ type: 'changed', comment: { ...comment, is_hidden: true } });
    toast.success(t('moderation.hide.authorBlocked'));
  }

  /** A failure is silent (spec 2 §8) and leaves the comment as it was. */
  async function destroy() {
    const branch = confirming === 'branch';
    try {
      await api(branch ? calls.comments.destroyBranch : calls.comments.destroy, { params: { id: comment.id } });
    } catch {
      return;
    }
    dispatch(branch ? { type: 'branchRemoved', id: comment.id } : { type: 'deleted', id: comment.id });
    toast.success(t(branch ? 'comments.branchDeleted' : 'comments.deleted'));
  }

  function items(controls: CommentControls): MenuAction[] {
    const rows: MenuAction[] = [];
    if (controls.edit) rows.push({ key: 'edit', icon: Pencil, label: t('comments.edit'), onSelect: onEdit });
    if (controls.report) rows.push({ key: 'report', icon: Flag, label: t('moderation.report.menu'), onSelect: () => setReporting(true) });
    if (controls.hide && comment.user && !comment.is_hidden) rows.push({ key: 'hide', icon: EyeOff, label: t('moderation.hide.commentMenu'), onSelect: () => void hideAuthor() });
    if (controls.pin) {
      const pinned = comment.pinned_at !== null;
      rows.push({ key: 'pin', icon: pinned ? PinOff : Pin, label: t(pinned ? 'comments.unpin' : 'comments.pin'), onSelect: () => void togglePin() });
    }
    if (controls.destroy) rows.push({ key: 'delete', icon: Trash2, label: t('comments.delete'), danger: true, onSelect: () => setConfirming('one') });
    if (controls.destroyBranch) rows.push({ key: 'branch', icon: Trash2, label: t('comments.deleteBranch'), danger: true, onSelect: () => setConfirming('branch') });
    if (controls.ban_in_topic && communitySlug && comment.user) rows.push({ key: 'ban', icon: Ban, label: t('communities.ban.menu'), danger: true, onSelect: () => setBanning('topic') });
    if (controls.ban_in_blog && comment.user) rows.push({ key: 'ban-blog', icon: Ban, label: t('comments.banInBlog.menu'), danger: true, onSelect: () => setBanning('blog') });
    return rows;
  }

  return (
    <>
      <ControlsMenu label={t('comments.menu')} size="comment" refetch load={() => api(calls.comments.controls, { params: { id: comment.id } })} items={items} onError={fail} />
      <ReportDialog target={{ type: 'comment', id: comment.id, userId: comment.user?.id ?? null }} open={reporting} onOpenChange={setReporting} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => !next && setConfirming(null)}
        title={t(confirming === 'branch' ? 'comments.confirmDelete.branchTitle' : 'comments.confirmDelete.title')}
        text={t(confirming === 'branch' ? 'comments.confirmDelete.branchText' : 'comments.confirmDelete.text')}
        confirmLabel={t('comments.confirmDelete.confirm')}
        cancelLabel={t('comments.cancel')}
        onConfirm={destroy}
      />
      {banning && comment.user && (banning === 'blog' || communitySlug) && (
        <BanModal
          open
          onOpenChange={(open) => !open && setBanning(null)}
          communitySlug={communitySlug}
          blogCommentId={banning === 'blog' ? comment.id : undefined}
          user={{ id: comment.user_id, name: comment.user.name }}
        />
      )}
    </>
  );
}
