import { ScrollText } from '../../ui/icons.ts';
import { AdminLayout, AdminLogEntry } from '../../features/admin/index.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { InfiniteScrollFoot } from '../../ui/InfiniteScrollFoot.tsx';
import { usePaginatedList } from '../../ui/usePaginatedList.ts';

export default function AdminLog() {
  const { entries } = usePageProps<'Admin/Log'>();
  const t = useT();
  const list = usePaginatedList(entries, 'entries');
  return (
    <AdminLayout section="log">
      {list.items.length === 0 && !list.hasMore ? (
        <EmptyState icon={ScrollText} title={t('adminOps.log.empty')} className="rounded-xl bg-surface py-14" />
      ) : (
        <>
          <ol className="flex flex-col divide-y divide-line overflow-hidden rounded-xl bg-surface">
            {list.items.map((entry) => (
              <AdminLogEntry key={entry.id} entry={entry} />
            ))}
          </ol>
          <InfiniteScrollFoot list={list} />
        </>
      )}
    </AdminLayout>
  );
}
