/**
 * The «…» post management menu (spec 1, "Post page details"), for signed-in readers only.
 * What it offers comes from `GET /posts/{id}/controls`, fetched when it first opens, so the
 * menu and the server's policy never disagree. Pinning is offered only where the caller
 * says the reader is on their own profile.
 *
 * Not here yet: report, hide and unpublish (their modals arrive with P11) and the editorial
 * toggle (part of the editor's save).
 */
import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Loader2, MoreHorizontal, Pencil, Pin, PinOff, Trash2, type LucideIcon } from 'lucide-react';
import clsx from 'clsx';
import { calls } from '../../../shared/api/index.ts';
import type { PostControls, PostDto } from '../../../shared/dto/post.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { api } from '../../platform/api.ts';
import { useToast } from '../../ui/toast.tsx';
import { MENU_ITEM, MenuPanel } from '../../ui/Menu.tsx';
import { DeletePostDialog } from './DeletePostDialog.tsx';
import { errorText } from './request-error.ts';
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

  const items: Array<{ key: string; icon: LucideIcon; label: string; danger?: boolean; onSelect(): void }> = [];
  if (controls?.edit) items.push({ key: 'edit', icon: Pencil, label: t('postUi.menu.edit'), onSelect: () => void editPost(post) });
  if (controls?.pin && pinnable) {
    items.push({ key: 'pin', icon: pinned ? PinOff : Pin, label: t(pinned ? 'postUi.menu.unpin' : 'postUi.menu.pin'), onSelect: () => void togglePin() });
  }
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
            {!controls ? (
              <div role="status" className="flex h-10 items-center gap-3 px-3 text-[14px] text-muted">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                {t('postUi.menu.loading')}
              </div>
            ) : items.length === 0 ? (
              <div className="flex h-10 items-center px-3 text-[14px] text-muted">{t('postUi.menu.nothing')}</div>
            ) : (
              items.map(({ key, icon: Icon, label, danger, onSelect }) => (
                <DropdownMenu.Item key={key} className={clsx(MENU_ITEM, danger ? 'text-red-600 dark:text-red-400' : 'text-fg')} onSelect={onSelect}>
                  <Icon className="size-[18px] opacity-80" aria-hidden="true" />
                  {label}
                </DropdownMenu.Item>
              ))
            )}
        </MenuPanel>
      </DropdownMenu.Root>
      <DeletePostDialog postId={postId} open={confirming} onOpenChange={setConfirming} onDeleted={onDeleted} />
    </>
  );
}
