import { useState } from 'react';
import { BadgeCheck, BadgeX, BarChart3, Bell, BellOff, EyeOff, Flag, Layers, Pencil, Pin, PinOff, Trash2, Undo2 } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { PostControls, PostDto } from '../../../shared/dto/post.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { api } from '../../platform/api.ts';
import { useFailureToast, useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { ControlsMenu } from '../../ui/ControlsMenu.tsx';
import type { MenuAction } from '../../ui/Menu.tsx';
import { HidePostDialog } from '../ignores/index.ts';
import { ReportDialog, UnpublishDialog } from '../moderation/index.ts';
import { PostSeriesDialog } from '../series/index.ts';
import { PostStatisticsDialog } from '../views/index.ts';
import { DeletePostDialog } from './dialogs.ts';
import { useEditPost } from './useEditPost.ts';
import { useT } from '../../platform/useT.ts';

export interface PostMenuProps {
  post: PostDto;
  pinnable?: boolean;
  onDeleted(): void;
}

export function PostMenu(props: PostMenuProps) {
  const { auth } = usePageProps();
  return auth.user ? <MemberPostMenu {...props} /> : null;
}

type Dialog = 'delete' | 'statistics' | 'series' | 'hide' | 'report' | 'unpublish' | null;

function MemberPostMenu({ post, pinnable = false, onDeleted }: PostMenuProps) {
  const postId = post.id;
  const t = useT();
  const toast = useToast();
  const editPost = useEditPost();
  const [pinned, setPinned] = useState(post.pinned);
  const [official, setOfficial] = useState(post.is_official);
  // The menu's controls are asked once; the bell's later state is this tab's own switch.
  const [commentsBell, setCommentsBell] = useState<boolean | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = (open: boolean) => !open && setDialog(null);

  const fail = useFailureToast();
  const { run } = useFormAction();

  async function togglePin() {
    const answer = await run(() => api(calls.posts.pin, { params: { id: postId }, body: { status: !pinned } }));
    if (!answer) return;
    setPinned(answer.pinned);
    toast.success(t(answer.pinned ? 'postUi.menu.pinned' : 'postUi.menu.unpinned'));
  }

  async function toggleCommentsBell(on: boolean) {
    const body = { notifiable: 'post' as const, id: postId };
    const answer = await run(() => api(on ? calls.follows.bellOn : calls.follows.bellOff, { body }));
    if (!answer) return;
    setCommentsBell(answer.is_notify);
    toast.success(t(answer.is_notify ? 'postUi.menu.bellTurnedOn' : 'postUi.menu.bellTurnedOff'));
  }

  async function toggleOfficial() {
    const answer = await run(() => api(calls.moderation.markOfficial, { params: { id: postId }, body: { is_official: !official } }));
    if (!answer) return;
    setOfficial(answer.is_official);
    toast.success(t(answer.is_official ? 'moderation.editorialOn' : 'moderation.editorialOff'));
  }

  function items(controls: PostControls): MenuAction[] {
    const rows: MenuAction[] = [];
    if (controls.statistics) rows.push({ key: 'statistics', icon: BarChart3, label: t('views.menu'), onSelect: () => setDialog('statistics') });
    if (controls.edit) rows.push({ key: 'edit', icon: Pencil, label: t('postUi.menu.edit'), onSelect: () => void editPost(post) });
    // Editing is the author's alone, and so is their series.
    if (controls.edit) rows.push({ key: 'series', icon: Layers, label: t('series.manage.menu'), onSelect: () => setDialog('series') });
    if (controls.pin && pinnable) {
      rows.push({ key: 'pin', icon: pinned ? PinOff : Pin, label: t(pinned ? 'postUi.menu.unpin' : 'postUi.menu.pin'), onSelect: () => void togglePin() });
    }
    if (controls.comments_bell !== null) {
      const on = !(commentsBell ?? controls.comments_bell);
      rows.push({ key: 'bell', icon: on ? Bell : BellOff, label: t(on ? 'postUi.menu.bellOn' : 'postUi.menu.bellOff'), onSelect: () => void toggleCommentsBell(on) });
    }
    if (controls.mark_editor.value) {
      rows.push({ key: 'editorial', icon: official ? BadgeX : BadgeCheck, label: t(official ? 'moderation.notEditorial' : 'moderation.editorial'), onSelect: () => void toggleOfficial() });
    }
    if (controls.report) rows.push({ key: 'report', icon: Flag, label: t('moderation.report.menu'), onSelect: () => setDialog('report') });
    if (controls.hide) rows.push({ key: 'hide', icon: EyeOff, label: t('ignores.menu'), onSelect: () => setDialog('hide') });
    if (controls.unpublish) rows.push({ key: 'unpublish', icon: Undo2, label: t('moderation.unpublish.menu'), danger: true, onSelect: () => setDialog('unpublish') });
    if (controls.destroy) rows.push({ key: 'delete', icon: Trash2, label: t('postUi.menu.delete'), danger: true, onSelect: () => setDialog('delete') });
    return rows;
  }

  return (
    <>
      <ControlsMenu label={t('postUi.menu.label')} load={() => api(calls.posts.controls, { params: { id: postId } })} items={items} onError={fail} />
      <DeletePostDialog postId={postId} open={dialog === 'delete'} onOpenChange={close} onDeleted={onDeleted} />
      <PostStatisticsDialog postId={postId} open={dialog === 'statistics'} onOpenChange={close} />
      <PostSeriesDialog postId={postId} open={dialog === 'series'} onOpenChange={close} />
      <HidePostDialog post={post} open={dialog === 'hide'} onOpenChange={close} />
      <ReportDialog target={{ type: 'post', id: postId, userId: post.user.id }} open={dialog === 'report'} onOpenChange={close} />
      <UnpublishDialog postId={postId} open={dialog === 'unpublish'} onOpenChange={close} onUnpublished={onDeleted} />
    </>
  );
}
