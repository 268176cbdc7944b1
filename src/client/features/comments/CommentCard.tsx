import type { CommentCardDto } from '../../../shared/dto/comment.ts';
import { useT } from '../../platform/useT.ts';
import { Link } from '../../ui/Link.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { CommentActions } from './CommentActions.tsx';
import { CommentAuthor } from './CommentAuthor.tsx';
import { CommentText } from './CommentItem.tsx';

export function CommentCard({ comment }: { comment: CommentCardDto }) {
  const t = useT();
  return (
    <article className="rounded-xl bg-surface px-4 py-4 nav:px-6" data-comment-card={comment.id}>
      <div className="flex items-center gap-2 text-[14px]">
        {comment.user && (
          <CommentAuthor user={comment.user} />
        )}
        <Link href={comment.url} className="shrink-0 text-muted hover:text-accent">
          <RelativeTime date={comment.created_at} />
        </Link>
      </div>
      <Link href={comment.post.url} className="mt-2 block truncate text-[14px] font-medium text-muted hover:text-accent">
        {t('comments.card.underPost', { title: comment.post.title || t('comments.card.untitled') })}
      </Link>
      <div className="mt-1 line-clamp-6">
        <CommentText text={comment.comment} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-[13px] font-medium text-muted">
        <CommentActions comment={comment} />
      </div>
    </article>
  );
}
