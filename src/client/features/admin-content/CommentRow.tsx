/** A deleted comment is listed without its text and offers nothing: deletion erased it. */
import { useState } from 'react';
import { ListX, Trash2 } from '../../ui/icons.ts';
import type { AdminCommentDto } from '../../../shared/dto/admin-content.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { ControlsMenu } from '../../ui/ControlsMenu.tsx';
import { Link } from '../../ui/Link.tsx';
import type { MenuAction } from '../../ui/Menu.tsx';
import { useToast } from '../../ui/toast.tsx';
import { AdminBadge } from '../admin/index.ts';
import { DeleteCommentDialog } from '../comments/index.ts';
import { Byline } from './Byline.tsx';

export function CommentRow({ comment, onGone }: { comment: AdminCommentDto; onGone(): void }) {
  const t = useT();
  const toast = useToast();
  const { language, timeZone } = usePageProps();
  const [deleting, setDeleting] = useState<'comment' | 'branch' | null>(null);

  function actions(): MenuAction[] {
    if (!comment.url) return [];
    const list: MenuAction[] = [{ key: 'delete', icon: Trash2, label: t('adminContent.menu.deleteComment'), danger: true, onSelect: () => setDeleting('comment') }];
    if (comment.has_replies) list.push({ key: 'branch', icon: ListX, label: t('adminContent.menu.deleteBranch'), danger: true, onSelect: () => setDeleting('branch') });
    return list;
  }

  return (
    <li className="flex items-start gap-3 p-4" data-testid="admin-comment">
      <div className="min-w-0 flex-1">
        <Byline author={comment.author}>
          <span>{formatDateTime(comment.created_at, language, timeZone)}</span>
          {comment.deleted && <AdminBadge tone="danger">{t('adminContent.badges.deleted')}</AdminBadge>}
        </Byline>
        <p className="mt-1 text-[14px] text-muted">{t('adminContent.under', { title: comment.post.title || t('adminContent.untitled') })}</p>
        {comment.deleted ? (
          <p className="mt-1.5 text-[15px] italic text-muted">{t('adminContent.textGone')}</p>
        ) : (
          <p className="mt-1.5 line-clamp-3 whitespace-pre-line text-[15px]">{comment.text}</p>
        )}
        {comment.url && (
          <Link href={comment.url} className="mt-1.5 inline-block text-[14px] font-medium text-accent hover:underline">
            {t('adminContent.open')}
          </Link>
        )}
      </div>
      {actions().length > 0 && <ControlsMenu label={t('adminContent.menu.comment')} load={() => Promise.resolve(comment)} items={actions} onError={() => undefined} />}

      <DeleteCommentDialog
        commentId={comment.id}
        branch={deleting === 'branch'}
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={() => {
          toast.success(t(deleting === 'branch' ? 'adminContent.branchDeleted' : 'adminContent.commentDeleted'));
          onGone();
        }}
      />
    </li>
  );
}
