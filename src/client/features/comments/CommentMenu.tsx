/**
 * The «…» menu of a comment, for signed-in readers. Its items come from
 * `GET /comments/{id}/controls`, fetched when it first opens; deleting asks first.
 */
import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, MoreHorizontal, Pencil, Pin, PinOff, Trash2 } from 'lucide-react';
import { calls } from '../../../shared/api/index.ts';
import type { CommentControls, CommentDto } from '../../../shared/dto/comment.ts';
import { api } from '../../platform/api.ts';
import { errorText } from '../../platform/http.ts';
import { useT } from '../../platform/useT.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ControlsMenuItems, MenuPanel, type MenuAction } from '../../ui/Menu.tsx';
import { useToast } from '../../ui/toast.tsx';
import { BanModal } from '../communities/index.ts';
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
  const [open, setOpen] = useState(false);
  const [controls, setControls] = useState<CommentControls | null>(null);
  const [confirming, setConfirming] = useState<'one' | 'branch' | null>(null);
  const [banning, setBanning] = useState(false);

  const fail = (error: unknown) => {
    const text = errorText(error);
    if (text) toast.error(text);
  };

  function onOpenChange(next: boolean) {
    setOpen(next);
    // Controls change with replies and pins, so each opening asks afresh.
    if (!next) return;
    setControls(null);
    api(calls.comments.controls, { params: { id: comment.id } }).then(setControls, (error: unknown) => {
      setOpen(false);
      fail(error);
    });
  }

  async function togglePin() {
    try {
      const { pinned } = await api(calls.comments.pin, { params: { id: comment.id } });
      dispatch({ type: 'pinned', id: comment.id, pinned });
      toast.success(t(pinned ? 'comments.pinned' : 'comments.unpinned'));
    } catch (error) {
      fail(error);
    }
  }

  /** Runs the confirmed deletion; a failure is reported and keeps the dialog open. */
  async function destroy() {
    try {
      if (confirming === 'branch') {
        await api(calls.comments.destroyBranch, { params: { id: comment.id } });
        dispatch({ type: 'branchRemoved', id: comment.id });
      } else {
        await api(calls.comments.destroy, { params: { id: comment.id } });
        dispatch({ type: 'deleted', id: comment.id });
      }
    } catch (error) {
      fail(error);
      throw error;
    }
  }

  const items: MenuAction[] = [];
  if (controls?.edit) items.push({ key: 'edit', icon: Pencil, label: t('comments.edit'), onSelect: onEdit });
  if (controls?.pin) {
    const pinned = comment.pinned_at !== null;
    items.push({ key: 'pin', icon: pinned ? PinOff : Pin, label: t(pinned ? 'comments.unpin' : 'comments.pin'), onSelect: () => void togglePin() });
  }
  if (controls?.destroy) items.push({ key: 'delete', icon: Trash2, label: t('comments.delete'), danger: true, onSelect: () => setConfirming('one') });
  if (controls?.destroyBranch) items.push({ key: 'branch', icon: Trash2, label: t('comments.deleteBranch'), danger: true, onSelect: () => setConfirming('branch') });
  if (controls?.ban_in_topic && communitySlug && comment.user) items.push({ key: 'ban', icon: Ban, label: t('communities.ban.menu'), danger: true, onSelect: () => setBanning(true) });

  return (
    <>
      <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
        <DropdownMenu.Trigger
          aria-label={t('comments.menu')}
          className="inline-flex size-8 items-center justify-center rounded-lg text-muted transition-colors hover:bg-page hover:text-fg focus-visible:outline-2 focus-visible:outline-accent data-[state=open]:bg-page"
        >
          <MoreHorizontal className="size-4" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <MenuPanel className="min-w-[200px]" sideOffset={4}>
          <ControlsMenuItems items={items} loading={!controls} />
        </MenuPanel>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => !next && setConfirming(null)}
        title={t(confirming === 'branch' ? 'comments.confirmDelete.branchTitle' : 'comments.confirmDelete.title')}
        text={t(confirming === 'branch' ? 'comments.confirmDelete.branchText' : 'comments.confirmDelete.text')}
        confirmLabel={t('comments.confirmDelete.confirm')}
        cancelLabel={t('comments.cancel')}
        onConfirm={destroy}
      />
      {banning && communitySlug && comment.user && (
        <BanModal open onOpenChange={setBanning} communitySlug={communitySlug} user={{ id: comment.user_id, name: comment.user.name }} />
      )}
    </>
  );
}
