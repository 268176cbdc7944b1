import { ScrollText } from '../../ui/icons.ts';
import { ModlogEntry } from '../../features/moderation/index.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { InfiniteScrollFoot } from '../../ui/InfiniteScrollFoot.tsx';
import { Link } from '../../ui/Link.tsx';
import { ListHeader } from '../../ui/ListHeader.tsx';
import { usePaginatedList } from '../../ui/usePaginatedList.ts';

export default function Log() {
  const { entries, community } = usePageProps<'Moderation/Log'>();
  const t = useT();
  const list = usePaginatedList(entries, 'entries');

  return (
    <>
      <ListHeader icon={ScrollText} title={t('moderation.log.heading')}>
        {community && (
          <Link href={community.url} className="text-[14px] font-medium text-accent hover:underline">
            {community.name}
          </Link>
        )}
      </ListHeader>
      {list.items.length === 0 && !list.hasMore ? (
        <EmptyState icon={ScrollText} title={t('moderation.log.empty')} className="rounded-xl bg-surface py-14" />
      ) : (
        <div className="flex flex-col gap-3">
          <ol className="flex flex-col divide-y divide-line overflow-hidden rounded-xl bg-surface">
            {list.items.map((entry) => (
              <ModlogEntry key={entry.id} entry={entry} showCommunity={community === null} />
            ))}
          </ol>
          <InfiniteScrollFoot list={list} />
        </div>
      )}
    </>
  );
}
