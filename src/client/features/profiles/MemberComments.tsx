/** A member's comments on their page: each with the post it answers, growing by infinite scroll. */
import { MessageSquare, ThumbsUp } from 'lucide-react';
import type { CommentCardDto } from '../../../shared/dto/comment.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import { useT } from '../../platform/useT.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { InfiniteScrollFoot } from '../../ui/InfiniteScrollFoot.tsx';
import { Link } from '../../ui/Link.tsx';
import { usePaginatedList } from '../../ui/usePaginatedList.ts';
import { PostDate } from '../posts/index.ts';

export function MemberComments({ comments }: { comments: Paginator<CommentCardDto> }) {
  const t = useT();
  const list = usePaginatedList(comments, 'comments');
  if (list.items.length === 0 && !list.hasMore) {
    return <EmptyState icon={MessageSquare} title={t('profiles.commentsEmpty')} text={t('profiles.commentsEmptyText')} className="rounded-xl bg-surface py-14" />;
  }
  return (
    <div className="flex flex-col gap-3" data-testid="member-comments">
      {list.items.map((comment) => (
        <article key={comment.id} className="flex flex-col gap-2 rounded-xl bg-surface px-4 py-4 nav:px-6">
          <Link href={comment.post.url} className="text-[14px] font-medium text-muted hover:text-accent">
            {t('profiles.commentOn', { title: comment.post.title || t('profiles.untitled') })}
          </Link>
          <p className="whitespace-pre-line break-words text-[15px] leading-relaxed">{comment.comment}</p>
          <div className="flex items-center gap-4 text-[13px] text-muted">
            <Link href={comment.url} className="hover:text-accent">
              <PostDate date={comment.created_at} />
            </Link>
            {comment.reaction_sum - comment.disreaction_sum !== 0 && (
              <span className="inline-flex items-center gap-1">
                <ThumbsUp className="size-3.5" aria-hidden="true" />
                {comment.reaction_sum - comment.disreaction_sum}
              </span>
            )}
          </div>
        </article>
      ))}
      <InfiniteScrollFoot list={list} />
    </div>
  );
}
