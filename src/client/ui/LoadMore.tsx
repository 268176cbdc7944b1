/**
 * The foot of a growing list: «Показать ещё», a spinner while loading, the spec's error
 * with a retry, and «Больше ничего нет» once a grown list has reached its end.
 */
import { Loader2 } from 'lucide-react';
import { Button } from './Button.tsx';
import type { PaginatedList } from './usePaginatedList.ts';
import { useT } from '../platform/useT.ts';

export function LoadMore({ list }: { list: Pick<PaginatedList<unknown>, 'hasMore' | 'grew' | 'status' | 'loadMore'> }) {
  const t = useT();
  if (!list.hasMore) {
    return list.grew ? <p className="py-4 text-center text-[14px] text-muted">{t('postUi.list.end')}</p> : null;
  }
  return (
    <div className="flex flex-col items-center gap-2 py-2" aria-live="polite">
      {list.status === 'error' && <p className="text-[14px] text-muted">{t('postUi.list.error')}</p>}
      <Button onClick={list.loadMore} disabled={list.status === 'loading'} className="min-w-[180px] bg-surface">
        {list.status === 'loading' && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
        {t(list.status === 'error' ? 'postUi.list.retry' : 'postUi.list.more')}
      </Button>
    </div>
  );
}
