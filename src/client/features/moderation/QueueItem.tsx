/** A ban does not take the item off the list: the item itself still wants a decision. */
import { useState, type ComponentProps, type ComponentType } from 'react';
import { Ban, Check, EyeOff, ExternalLink, Trash2, Undo2 } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { QueueItemDto } from '../../../shared/dto/moderation.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Button } from '../../ui/Button.tsx';
import { Link } from '../../ui/Link.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import type { DeleteCommentDialog } from '../comments/index.ts';
import { BanModal } from '../communities/index.ts';
import type { DeletePostDialog } from '../posts/index.ts';
import { UnpublishDialog } from './UnpublishDialog.tsx';

type Dialog = 'unpublish' | 'deletePost' | 'hideComment' | 'deleteBranch' | 'ban' | null;

/** Handed in by the page: posts' and comments' menus open moderation's dialogs, so moderation must not import them back. */
export interface DeleteDialogs {
  Post: ComponentType<ComponentProps<typeof DeletePostDialog>>;
  Comment: ComponentType<ComponentProps<typeof DeleteCommentDialog>>;
}

export function QueueItem({ item, deleteDialogs, onDone }: { item: QueueItemDto; deleteDialogs: DeleteDialogs; onDone(): void }) {
  const { Post: DeletePostDialog, Comment: DeleteCommentDialog } = deleteDialogs;
  const t = useT();
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { busy, run } = useFormAction();
  const close = (open: boolean) => !open && setDialog(null);

  async function dismiss() {
    if (!(await run(() => api(calls.moderation.dismiss, { params: { type: item.type, id: item.model_id } })))) return;
    toast.success(t('moderation.queue.dismissed'));
    onDone();
  }

  const headingId = `queue-item-${item.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-surface p-4" data-testid="queue-item">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[13px] text-muted">
        <span className="rounded-full bg-page px-2 py-0.5 font-medium text-fg">{t(`moderation.queue.type.${item.type}`)}</span>
        {item.community && (
          <Link href={item.community.url} className="font-medium text-fg hover:text-accent">
            {item.community.name}
          </Link>
        )}
        <RelativeTime date={item.last_reported_at} />
        <span className="ml-auto font-semibold text-red-600 dark:text-red-400">{t('moderation.queue.reports', { count: item.reports_count })}</span>
      </div>

      <h2 id={headingId} className="mt-2 text-[16px] font-semibold leading-snug">
        {item.type === 'comment' ? t('moderation.queue.under', { title: item.title }) : item.title}
      </h2>
      {item.author && (
        <div className="mt-2 flex items-center gap-2 text-[14px]">
          <Avatar image={item.author.avatar} name={item.author.name} size={24} />
          <Link href={item.author.url} className="font-medium hover:text-accent">
            {item.author.name}
          </Link>
        </div>
      )}
      {item.text && (
        <div className="mt-2 rounded-lg bg-page px-3 py-2">
          <p className="line-clamp-4 whitespace-pre-line text-[15px]">{item.text}</p>
        </div>
      )}
      {item.url === null && <p className="mt-2 text-[14px] italic text-muted">{t('moderation.queue.gone')}</p>}

      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('moderation.report.title')}>
        {item.reasons.map((reason) => (
          <li key={reason.id} className="rounded-full border border-line px-2.5 py-0.5 text-[13px]">
            {reason.name} <span className="font-semibold">×{reason.count}</span>
          </li>
        ))}
      </ul>

      <div className="mt-4 flex flex-wrap gap-2">
        {item.url && (
          <Link href={item.url} className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-[14px] font-medium text-accent hover:bg-page">
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('moderation.queue.open')}
          </Link>
        )}
        <Button disabled={busy} onClick={() => void dismiss()} className="gap-1.5">
          <Check className="size-4" aria-hidden="true" />
          {t('moderation.queue.dismiss')}
        </Button>
        {item.type === 'comment' && item.url && (
          <Button onClick={() => setDialog('hideComment')} className="gap-1.5">
            <EyeOff className="size-4" aria-hidden="true" />
            {t('moderation.queue.hideComment')}
          </Button>
        )}
        {item.type === 'comment' && item.url && item.has_replies && (
          <Button onClick={() => setDialog('deleteBranch')} className="gap-1.5 text-red-700! dark:text-red-400!">
            <Trash2 className="size-4" aria-hidden="true" />
            {t('moderation.queue.deleteBranch')}
          </Button>
        )}
        {item.type === 'post' && item.url && (
          <>
            <Button onClick={() => setDialog('unpublish')} className="gap-1.5">
              <Undo2 className="size-4" aria-hidden="true" />
              {t('moderation.queue.unpublish')}
            </Button>
            <Button onClick={() => setDialog('deletePost')} className="gap-1.5 text-red-700! dark:text-red-400!">
              <Trash2 className="size-4" aria-hidden="true" />
              {t('moderation.queue.delete')}
            </Button>
          </>
        )}
        {item.type !== 'user' && item.community && item.author && (
          <Button onClick={() => setDialog('ban')} className="gap-1.5 text-red-700! dark:text-red-400!">
            <Ban className="size-4" aria-hidden="true" />
            {t('communities.ban.menu')}
          </Button>
        )}
      </div>

      {dialog === 'ban' && item.community && item.author && (
        <BanModal open onOpenChange={close} communitySlug={item.community.slug} user={{ id: item.author.id, name: item.author.name }} />
      )}

      {item.type === 'post' && (
        <>
          <UnpublishDialog postId={item.model_id} open={dialog === 'unpublish'} onOpenChange={close} onUnpublished={onDone} />
          <DeletePostDialog postId={item.model_id} open={dialog === 'deletePost'} onOpenChange={close} onDeleted={onDone} />
        </>
      )}
      {item.type === 'comment' && (
        <DeleteCommentDialog
          commentId={item.model_id}
          branch={dialog === 'deleteBranch'}
          open={dialog === 'hideComment' || dialog === 'deleteBranch'}
          onOpenChange={close}
          onDeleted={() => {
            toast.success(t(dialog === 'deleteBranch' ? 'moderation.queue.branchDeleted' : 'moderation.queue.commentDeleted'));
            onDone();
          }}
        />
      )}
    </article>
  );
}
