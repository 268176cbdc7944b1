import type { ReactNode } from 'react';
import type { SubsiteListItem } from '../../../shared/discovery.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import { InfiniteScrollFoot } from '../../ui/InfiniteScrollFoot.tsx';
import { usePaginatedList } from '../../ui/usePaginatedList.ts';
import { SubsiteRow } from './SubsiteRow.tsx';

export function SubsiteList({ list: paginator, prop, numbered = false, empty }: { list: Paginator<SubsiteListItem>; prop: string; numbered?: boolean; empty: ReactNode }) {
  const list = usePaginatedList(paginator, prop);
  if (list.items.length === 0 && !list.hasMore) return empty;
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col divide-y divide-line overflow-hidden rounded-xl bg-surface">
        {list.items.map((item, index) => (
          <SubsiteRow key={item.id} subsite={item} number={numbered ? index + 1 : undefined} />
        ))}
      </ol>
      <InfiniteScrollFoot list={list} />
    </div>
  );
}
