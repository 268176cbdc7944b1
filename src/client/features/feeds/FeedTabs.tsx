/** Popular / New / My feed above the feed (spec 1, section 2); My feed only for members. */
import { Link } from '@inertiajs/react';
import clsx from 'clsx';
import type { FeedName } from '../../../shared/dto/user.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { feedUrl } from './feed-links.ts';
import { useT } from '../../platform/useT.ts';

export function FeedTabs({ current }: { current: FeedName }) {
  const t = useT();
  const { auth, defaultSortingFeed } = usePageProps();
  const feeds: FeedName[] = auth.user ? ['popular', 'new', 'my'] : ['popular', 'new'];

  return (
    <nav aria-label={t('shell.feed.tabs')} className="mb-4 flex gap-1 overflow-x-auto">
      {feeds.map((feed) => {
        const active = feed === current;
        return (
          <Link
            key={feed}
            href={feedUrl(feed, defaultSortingFeed)}
            aria-current={active ? 'page' : undefined}
            className={clsx(
              'shrink-0 rounded-[10px] px-3.5 py-2 text-[15px] font-medium transition-colors',
              active ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            {t(`shell.nav.${feed}`)}
          </Link>
        );
      })}
    </nav>
  );
}
