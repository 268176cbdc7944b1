import { useState, type FormEvent } from 'react';
import { router } from '@inertiajs/react';
import { Search, UserX } from '../../ui/icons.ts';
import { ADMIN_USERS_LIMITS } from '../../../shared/api/admin-users.ts';
import { AdminLayout } from '../../features/admin/index.ts';
import { UserRow } from '../../features/admin-users/index.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { InfiniteScrollFoot } from '../../ui/InfiniteScrollFoot.tsx';
import { usePaginatedList } from '../../ui/usePaginatedList.ts';

const PATH = '/admin-panel/users';

export default function AdminUsers() {
  const { users, q } = usePageProps<'Admin/Users'>();
  const t = useT();
  const list = usePaginatedList(users, 'users');
  const [text, setText] = useState(q);

  function search(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    router.get(PATH, query ? { q: query } : {});
  }

  return (
    <AdminLayout section="users">
      <form role="search" onSubmit={search} className="flex gap-2">
        <label htmlFor="admin-users-search" className="sr-only">
          {t('adminUsers.search')}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
          <input
            id="admin-users-search"
            type="search"
            name="q"
            value={text}
            maxLength={ADMIN_USERS_LIMITS.query}
            placeholder={t('adminUsers.search')}
            onChange={(event) => setText(event.target.value)}
            className="h-10 w-full rounded-lg border border-control bg-surface pl-9 pr-3 text-[15px] text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent"
          />
        </div>
        <Button type="submit" variant="primary" className="h-10">
          {t('adminUsers.find')}
        </Button>
      </form>
      {list.items.length === 0 && !list.hasMore ? (
        <EmptyState icon={UserX} title={t('adminUsers.empty')} text={t('adminUsers.emptyText')} className="rounded-xl bg-surface py-14" />
      ) : (
        <>
          <ul aria-label={t('adminUsers.list')} className="flex flex-col divide-y divide-line overflow-hidden rounded-xl bg-surface">
            {list.items.map((user) => (
              <UserRow key={user.id} initial={user} onDeleted={() => list.remove(user.id)} />
            ))}
          </ul>
          <InfiniteScrollFoot list={list} distance={400} />
        </>
      )}
    </AdminLayout>
  );
}
