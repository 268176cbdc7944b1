import { router } from '@inertiajs/react';
import { ScrollText, ShieldAlert, ShieldCheck } from '../../ui/icons.ts';
import { DeleteCommentDialog } from '../../features/comments/index.ts';
import { QueueItem, type DeleteDialogs } from '../../features/moderation/index.ts';
import { DeletePostDialog } from '../../features/posts/index.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { InfiniteScrollFoot } from '../../ui/InfiniteScrollFoot.tsx';
import { Link } from '../../ui/Link.tsx';
import { ListHeader } from '../../ui/ListHeader.tsx';
import { usePaginatedList } from '../../ui/usePaginatedList.ts';

const deleteDialogs: DeleteDialogs = { Post: DeletePostDialog, Comment: DeleteCommentDialog };

export default function Queue() {
  const { items, communities, community } = usePageProps<'Moderation/Queue'>();
  const t = useT();
  const list = usePaginatedList(items, 'items');

  return (
    <>
      <ListHeader icon={ShieldAlert} title={t('moderation.queue.heading')}>
        <div className="flex flex-wrap items-center gap-3 text-[14px]">
          {communities.length > 1 && (
            <label className="flex items-center gap-2">
              <span className="text-muted">{t('moderation.queue.filter')}</span>
              <select
                value={community ?? ''}
                onChange={(event) => router.get('/moderation', event.target.value ? { community: event.target.value } : {})}
                className="h-9 rounded-lg border border-line bg-surface px-2"
              >
                <option value="">{t('moderation.queue.all')}</option>
                {communities.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <Link href="/modlog" className="inline-flex items-center gap-1.5 font-medium text-accent hover:underline">
            <ScrollText className="size-4" aria-hidden="true" />
            {t('moderation.queue.log')}
          </Link>
        </div>
      </ListHeader>
      {list.items.length === 0 && !list.hasMore ? (
        <EmptyState icon={ShieldCheck} title={t('moderation.queue.empty')} className="rounded-xl bg-surface py-14" />
      ) : (
        <div className="flex flex-col gap-3">
          {list.items.map((item) => (
            <QueueItem key={item.id} item={item} deleteDialogs={deleteDialogs} onDone={() => list.remove(item.id)} />
          ))}
          <InfiniteScrollFoot list={list} />
        </div>
      )}
    </>
  );
}
