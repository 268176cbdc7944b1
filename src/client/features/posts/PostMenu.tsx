/**
 * The «…» post management menu (spec 1, "Post page details"), for signed-in readers only.
 * What it offers comes from `GET /posts/{id}/controls`, fetched when it first opens, so the
 * menu and the server's policy never disagree. Pinning is offered only where the caller
 * says the reader is on their own profile.
 *
 * Statistics open the post statistics modal (views).
 *
 * Hide opens the hide modal (features/ignores). Not here yet: report and unpublish (their
 * modals arrive with P11) and the editorial toggle (part of the editor's save).
 */
import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { BarChart3, EyeOff, MoreHorizontal, Pencil, Pin, PinOff, Trash2 } from 'lucide-react';
import { calls } from '../../../shared/api/index.ts';
import type { PostControls, PostDto } from '../../../shared/dto/post.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { api } from '../../platform/api.ts';
import { errorText } from '../../platform/http.ts';
import { useToast } from '../../ui/toast.tsx';
import { ControlsMenuItems, MenuPanel, type MenuAction } from '../../ui/Menu.tsx';
import { HidePostDialog } from '../ignores/index.ts';
import { PostStatisticsDialog } from '../views/index.ts';
import { DeletePostDialog } from './DeletePostDialog.tsx';
import { useEditPost } from './useEditPost.ts';
import { useT } from '../../platform/useT.ts';

export interface PostMenuProps {
  /** The post or its card: editing loads it whole. */
  post: PostDto;
  /** The reader is on their own profile, the one place pinning is offered. */
  pinnable?: boolean;
  onDeleted(): void;
}


export function PostMenu(props: PostMenuProps) {
  const { auth } = usePageProps();
  return auth.user ? <MemberPostMenu {...props} /> : null;
}

function MemberPostMenu({ post, pinnable = false, onDeleted }: PostMenuProps) {
  const postId = post.id;
  const t = useT();
  const toast = useToast();
  const editPost = useEditPost();
  const [open, setOpen] = useState(false);
  const [controls, setControls] = useState<PostControls | null>(null);
  const [pinned, setPinned] = useState(post.pinned);
  const [confirming, setConfirming] = useState(false);
  const [showingStatistics, setShowingStatistics] = useState(false);
  const [hiding, setHiding] = useState(false);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next || controls) return;
    api(calls.posts.controls, { params: { id: postId } }).then(setControls, (error: unknown) => {
      setOpen(false);
      const text = errorText(error);
      if (text) toast.error(text);
    });
  }

  async function togglePin() {
    try {
      const answer = await api(calls.posts.pin, { params: { id: postId }, body: { status: !pinned } });
      setPinned(answer.pinned);
      toast.success(t(answer.pinned ? 'postUi.menu.pinned' : 'postUi.menu.unpinned'));
    } catch (error) {
      const text = errorText(error);
      if (text) toast.error(text);
    }
  }

  const items: MenuAction[] = [];
  if (controls?.statistics) items.push({ key: 'statistics', icon: BarChart3, label: t('views.menu'), onSelect: () => setShowingStatistics(true) });
  if (controls?.edit) items.push({ key: 'edit', icon: Pencil, label: t('postUi.menu.edit'), onSelect: () => void editPost(post) });
  if (controls?.pin && pinnable) {
    items.push({ key: 'pin', icon: pinned ? PinOff : Pin, label: t(pinned ? 'postUi.menu.unpin' : 'postUi.menu.pin'), onSelect: () => void togglePin() });
  }
  if (controls?.hide) items.push({ key: 'hide', icon: EyeOff, label: t('ignores.menu'), onSelect: () => setHiding(true) });
  if (controls?.destroy) items.push({ key: 'delete', icon: Trash2, label: t('postUi.menu.delete'), danger: true, onSelect: () => setConfirming(true) });

  return (
    <>
      <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
        <DropdownMenu.Trigger
          aria-label={t('postUi.menu.label')}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-page hover:text-fg focus-visible:outline-2 focus-visible:outline-accent data-[state=open]:bg-page data-[state=open]:text-fg"
        >
          <MoreHorizontal className="size-5" aria-hidden="true" />
        </DropdownMenu.Trigger>
        <MenuPanel className="min-w-[220px]" sideOffset={6}>
          <ControlsMenuItems items={items} loading={!controls} />
        </MenuPanel>
      </DropdownMenu.Root>
      <DeletePostDialog postId={postId} open={confirming} onOpenChange={setConfirming} onDeleted={onDeleted} />
      <PostStatisticsDialog postId={postId} open={showingStatistics} onOpenChange={setShowingStatistics} />
      <HidePostDialog post={post} open={hiding} onOpenChange={setHiding} />
    </>
  );
}
