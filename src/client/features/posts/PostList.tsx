import { Fragment, Suspense, type ReactNode } from 'react';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import { FeedAdSlot } from '../ads/index.ts';
import { InfiniteScrollFoot } from '../../ui/InfiniteScrollFoot.tsx';
import { SharedMarkup } from '../../platform/shared-markup.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { PostCard, postCardView } from './PostCard.tsx';
import { usePaginatedList } from '../../ui/usePaginatedList.ts';

export interface PostListProps {
  posts: Paginator<PostDto>;
  /** The page prop holding the paginator, reloaded alone for the next page. */
  prop?: string;
  pinnable?: boolean;
  feedAds?: boolean;
  empty: ReactNode;
}

export function PostList({ posts, prop = 'posts', pinnable = false, feedAds = false, empty }: PostListProps) {
  const list = usePaginatedList(posts, prop);
  const page = usePageProps();
  if (list.items.length === 0 && !list.hasMore) return empty;
  return (
    <div className="flex flex-col gap-5">
      {list.items.map((post, index) => (
        <Fragment key={post.id}>
          {/* A boundary per card: hydration then commits card by card, yielding between them, instead of one
              commit for the whole feed. */}
          <Suspense>
            <SharedMarkup kind="post-card" view={postCardView(post, pinnable, page)}>
              {(view) => <PostCard view={view} onDeleted={list.remove} />}
            </SharedMarkup>
          </Suspense>
          {feedAds && <FeedAdSlot after={index + 1} />}
        </Fragment>
      ))}
      <InfiniteScrollFoot list={list} />
    </div>
  );
}
