/** Post cards from a paginator prop, growing with «Показать ещё»; `empty` when there are none. */
import type { ReactNode } from 'react';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import { LoadMore } from '../../ui/LoadMore.tsx';
import { PostCard } from './PostCard.tsx';
import { usePaginatedList } from '../../ui/usePaginatedList.ts';

export interface PostListProps {
  posts: Paginator<PostDto>;
  /** The page prop holding the paginator, reloaded alone for the next page. */
  prop?: string;
  /** The reader's own profile: cards offer pinning. */
  pinnable?: boolean;
  empty: ReactNode;
}

export function PostList({ posts, prop = 'posts', pinnable = false, empty }: PostListProps) {
  const list = usePaginatedList(posts, prop);
  if (list.items.length === 0 && !list.hasMore) return empty;
  return (
    <div className="flex flex-col gap-5">
      {list.items.map((post) => (
        <PostCard key={post.id} post={post} pinnable={pinnable} onDeleted={list.remove} />
      ))}
      <LoadMore list={list} />
    </div>
  );
}
