import { Link } from '../../ui/Link.tsx';
import clsx from 'clsx';
import type { FeedName } from '../../../shared/dto/user.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { feedUrl } from './feed-links.ts';
import { FeedFilterMenu } from './FeedFilterMenu.tsx';
import { useMyFeedPostsCount, useNewPostsCount } from './new-posts-counter.ts';
import { useT } from '../../platform/useT.ts';

export function FeedTabs({ current }: { current: FeedName }) {
  const t = useT();
  const { auth, defaultSortingFeed, filters } = usePageProps();
  const newPosts = useNewPostsCount();
  const myFeedPosts = useMyFeedPostsCount();
  const feeds: FeedName[] = auth.user ? ['popular', 'new', 'my'] : ['popular', 'new'];
  const selected = current === 'popular' ? filters.range : current === 'my' ? (filters.filter ?? defaultSortingFeed) : filters.filter;

  return (
    <div className="mb-4 flex items-center gap-2">
      <nav aria-label={t('shell.feed.tabs')} className="flex min-w-0 gap-0.5 overflow-x-auto min-[480px]:gap-1">
        {feeds.map((feed) => {
          const active = feed === current;
          const dot = (feed === 'new' && newPosts > 0) || (feed === 'my' && myFeedPosts > 0);
          return (
            <Link
              key={feed}
              href={feedUrl(feed, defaultSortingFeed)}
              aria-current={active ? 'page' : undefined}
              className={clsx(
                'relative shrink-0 rounded-[10px] px-3 py-2 text-[15px] font-medium transition-colors min-[480px]:px-3.5',
                active ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
              )}
            >
              {t(`shell.nav.${feed}`)}
              {dot && (
                <span data-testid={`${feed}-feed-dot`} className="absolute right-1.5 top-1.5 size-2 rounded-full bg-accent">
                  <span className="sr-only">{t(feed === 'my' ? 'feeds.myDot' : 'feeds.newDot')}</span>
                </span>
              )}
            </Link>
          );
        })}
      </nav>
      <FeedFilterMenu feed={current} current={selected} />
    </div>
  );
}
