import { useRef } from 'react';
import { ThumbsUp } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import { abbreviateNumber } from '../../../shared/format/number.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { useWidgetList } from '../../platform/useWidgetList.ts';
import { Link } from '../../ui/Link.tsx';
import { CommentAuthor } from './CommentAuthor.tsx';

const loadBestComments = async (limit: number) => (await api(calls.comments.popular, { query: { limit } })).data;

export function BestCommentsWidget({ count }: { count: number }) {
  const t = useT();
  const frame = useRef<HTMLElement>(null);
  const comments = useWidgetList(frame, loadBestComments, count);

  // Nothing liked lately: no widget rather than an empty frame.
  if (comments?.length === 0) return null;
  return (
    <section ref={frame} aria-labelledby="best-comments-title" className="rounded-xl bg-surface p-4" data-widget="best-comments">
      <h2 id="best-comments-title" className="mb-3 text-[17px] font-semibold">
        {t('comments.best.title')}
      </h2>
      <ol className="flex flex-col gap-4" style={{ minHeight: comments ? undefined : count * 72 }}>
        {comments?.map((comment) => (
          <li key={comment.id} className="flex flex-col gap-1 text-[14px]">
            {comment.user && (
              <CommentAuthor user={comment.user} size={24} />
            )}
            <Link href={comment.url} className="line-clamp-3 whitespace-pre-line break-words text-[14px] leading-[1.45] hover:text-accent">
              {comment.comment}
            </Link>
            <div className="flex items-center gap-2 text-[13px] text-muted">
              <span className="inline-flex shrink-0 items-center gap-1 tabular-nums" title={t('reactions.like')}>
                <ThumbsUp className="size-3.5" aria-hidden="true" />
                {abbreviateNumber(comment.reaction_sum)}
              </span>
              <Link href={comment.post.url} className="truncate hover:text-accent">
                {comment.post.title || t('comments.card.untitled')}
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
