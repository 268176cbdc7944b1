import { useEffect } from 'react';
import { usePage } from '@inertiajs/react';
import { Newspaper } from '../ui/icons.ts';
import { FeedTabs, myFeedPostsCounter, NewPostsButton, NewsWidget, newPostsCounter, useNewPostsListener } from '../features/feeds/index.ts';
import { PostList } from '../features/posts/index.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { usePageProps } from '../platform/usePageProps.ts';
import { pathOf } from '../platform/url-paths.ts';
import { useT } from '../platform/useT.ts';

export default function Index() {
  const { feed, posts, news, filters } = usePageProps<'Index'>();
  const path = pathOf(usePage().url);
  const t = useT();
  useNewPostsListener();

  // Opening the New feed shows its newest posts: the counter has been seen.
  useEffect(() => {
    if (feed === 'new') newPostsCounter.clear();
    if (feed === 'my') myFeedPostsCounter.clear();
  }, [feed, path]);

  const filtered = filters.range !== null || (feed === 'new' && filters.filter !== null && filters.filter !== 'all');
  const emptyText = filtered ? t(`feeds.empty.${feed === 'new' ? 'new' : 'popular'}`) : t(`shell.feed.empty.${feed}`);
  return (
    <>
      {/* The tabs show which feed this is; the heading says it to those who navigate by headings. */}
      <h1 className="sr-only">{t(`shell.nav.${feed}`)}</h1>
      <FeedTabs current={feed} />
      {feed === 'new' && <NewPostsButton href={path} />}
      {news && <NewsWidget first={news} />}
      <PostList
        posts={posts}
        feedAds
        empty={<EmptyState icon={Newspaper} title={t('shell.feed.emptyTitle')} text={emptyText} className="rounded-xl bg-surface py-14" />}
      />
    </>
  );
}
