/** Drafts offer nothing: they are the author's own until published. */
import { useState } from 'react';
import { ArchiveRestore, BadgeCheck, EyeOff, Trash2 } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { AdminPostDto } from '../../../shared/dto/admin-content.ts';
import { formatDay } from '../../../shared/format/dates.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { ControlsMenu } from '../../ui/ControlsMenu.tsx';
import { Link } from '../../ui/Link.tsx';
import type { MenuAction } from '../../ui/Menu.tsx';
import { useFailureToast, useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { AdminBadge } from '../admin/index.ts';
import { UnpublishDialog } from '../moderation/index.ts';
import { DeletePostDialog } from '../posts/index.ts';
import { Byline } from './Byline.tsx';

type Dialog = 'unpublish' | 'delete' | null;

export function PostRow({ initial, onGone }: { initial: AdminPostDto; onGone(): void }) {
  const t = useT();
  const toast = useToast();
  const { language, timeZone } = usePageProps();
  const [post, setPost] = useState(initial);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const title = post.title || t('adminContent.untitled');

  const fail = useFailureToast();
  const { run } = useFormAction();

  async function restore() {
    if (!(await run(() => api(calls.adminContent.restorePost, { params: { id: post.id } })))) return;
    toast.success(t('adminContent.restored'));
    onGone();
  }

  async function toggleOfficial() {
    const marked = await run(() => api(calls.adminContent.markOfficial, { params: { id: post.id }, body: { is_official: !post.is_official } }));
    if (!marked) return;
    setPost((current) => ({ ...current, is_official: marked.is_official }));
    toast.success(t(marked.is_official ? 'adminContent.marked' : 'adminContent.unmarked'));
  }

  function actions(current: AdminPostDto): MenuAction[] {
    if (current.state === 'deleted') return [{ key: 'restore', icon: ArchiveRestore, label: t('adminContent.menu.restore'), onSelect: () => void restore() }];
    if (current.state === 'drafts') return [];
    return [
      { key: 'official', icon: BadgeCheck, label: t(current.is_official ? 'adminContent.menu.unmarkOfficial' : 'adminContent.menu.markOfficial'), onSelect: () => void toggleOfficial() },
      { key: 'unpublish', icon: EyeOff, label: t('adminContent.menu.unpublish'), onSelect: () => setDialog('unpublish') },
      { key: 'delete', icon: Trash2, label: t('adminContent.menu.delete'), danger: true, onSelect: () => setDialog('delete') },
    ];
  }

  // The time the list is ordered by in each state.
  const date = {
    published: () => formatDay(post.published_at ?? post.created_at, language, timeZone),
    drafts: () => t('adminContent.editedAt', { date: formatDay(post.updated_at, language, timeZone) }),
    deleted: () => t('adminContent.deletedAt', { date: formatDay(post.deleted_at ?? post.updated_at, language, timeZone) }),
  }[post.state]();
  return (
    <li className="flex items-start gap-3 p-4" data-testid="admin-post">
      <div className="min-w-0 flex-1">
        <Byline author={post.author}>
          {post.community && (
            <Link href={post.community.url} className="hover:text-accent">
              {t('adminContent.in', { name: post.community.name })}
            </Link>
          )}
          <span>{date}</span>
        </Byline>
        <h2 className="mt-1 text-[16px] font-semibold leading-snug">
          {post.url ? (
            <Link href={post.url} className="hover:text-accent">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        {(post.state !== 'published' || post.is_official) && (
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {post.state === 'drafts' && <AdminBadge tone="warning">{t('adminContent.badges.draft')}</AdminBadge>}
            {post.state === 'deleted' && <AdminBadge tone="danger">{t('adminContent.badges.deleted')}</AdminBadge>}
            {post.is_official && <AdminBadge tone="accent">{t('adminContent.badges.official')}</AdminBadge>}
          </div>
        )}
        {post.excerpt && <p className="mt-1.5 line-clamp-2 text-[14px] text-muted">{post.excerpt}</p>}
        <p className="mt-1.5 text-[13px] text-muted">
          {t('adminContent.comments', { count: post.comments_count })} · {t('adminContent.rating', { rating: post.rating })}
        </p>
      </div>
      {actions(post).length > 0 && <ControlsMenu<AdminPostDto> label={t('adminContent.menu.post', { title })} load={() => Promise.resolve(post)} items={actions} onError={fail} refetch />}

      {post.state === 'published' && (
        <>
          <UnpublishDialog postId={post.id} open={dialog === 'unpublish'} onOpenChange={close} onUnpublished={onGone} />
          <DeletePostDialog postId={post.id} open={dialog === 'delete'} onOpenChange={close} onDeleted={onGone} />
        </>
      )}
    </li>
  );
}
