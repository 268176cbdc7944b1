import { lazy } from 'react';
import { ChevronDown, ListFilter } from '../../ui/icons.ts';
import type { FeedName } from '../../../shared/dto/user.ts';
import { MY_SORTINGS, NEW_FILTERS, POPULAR_RANGES } from '../../../shared/feed-filters.ts';
import { DeferredMenu } from '../../ui/DeferredMenu.tsx';
import { useT } from '../../platform/useT.ts';
import type { FeedFilterOption } from './FeedFilterPanel.tsx';

const FeedFilterPanel = lazy(() => import('./FeedFilterPanel.tsx'));

export function FeedFilterMenu({ feed, current }: { feed: FeedName; current: string | null }) {
  const t = useT();
  const options: FeedFilterOption[] =
    feed === 'popular'
      ? [{ key: 'hot', label: t('feeds.hot'), href: '/popular' }, ...POPULAR_RANGES.map((range) => ({ key: range, label: t(`feeds.ranges.${range}`), href: `/popular/${range}` }))]
      : feed === 'new'
        ? NEW_FILTERS.map((filter) => ({ key: filter, label: t(`feeds.newFilters.${filter}`), href: filter === 'all' ? '/new' : `/new/${filter}` }))
        : MY_SORTINGS.map((sorting) => ({ key: sorting, label: t(`feeds.mySortings.${sorting}`), href: `/my/${sorting}` }));
  const selected = options.find((option) => option.key === current) ?? options[0]!;
  const trigger = {
    className:
      'ml-auto flex h-9 shrink-0 items-center gap-1 rounded-[10px] px-2.5 text-[14px] font-medium text-muted outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-accent min-[480px]:px-3',
    children: (
      <>
        {/* A phone's row has room for the three tabs and an icon, not for the filter's name too. */}
        <ListFilter className="size-5 min-[480px]:hidden" aria-hidden="true" />
        <span className="sr-only">{`${t('feeds.filter')}: `}</span>
        <span className="max-[479px]:sr-only">{selected.label}</span>
        <ChevronDown className="size-4 max-[479px]:hidden" aria-hidden="true" />
      </>
    ),
  };

  return (
    <DeferredMenu trigger={trigger}>
      <FeedFilterPanel trigger={trigger} options={options} selected={selected.key} />
    </DeferredMenu>
  );
}
