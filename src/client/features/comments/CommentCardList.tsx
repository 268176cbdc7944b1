import type { ReactNode } from 'react';
import type { CommentCardDto } from '../../../shared/dto/comment.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import { InfiniteScrollFoot } from '../../ui/InfiniteScrollFoot.tsx';
import { usePaginatedList } from '../../ui/usePaginatedList.ts';
import { CommentCard } from './CommentCard.tsx';

export function CommentCardList({ comments, prop = 'comments', empty }: { comments: Paginator<CommentCardDto>; prop?: string; empty: ReactNode }) {
  const list = usePaginatedList(comments, prop);
  if (list.items.length === 0 && !list.hasMore) return empty;
  return (
    <div className="flex flex-col gap-3">
      {list.items.map((comment) => (
        <CommentCard key={comment.id} comment={comment} />
      ))}
      <InfiniteScrollFoot list={list} />
    </div>
  );
}
