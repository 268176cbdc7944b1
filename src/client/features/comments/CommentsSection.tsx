import { useEffect, useMemo, useRef, useState } from 'react';
import { MessageCircle } from '../../ui/icons.ts';
import clsx from 'clsx';
import { COMMENT_SORTS, type CommentBanDto, type CommentDto } from '../../../shared/dto/comment.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import { abbreviateNumber } from '../../../shared/format/number.ts';
import { useHydrated } from '../../platform/useHydrated.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { useAuthModal } from '../auth/index.ts';
import { CommentBanNotice } from './CommentBanNotice.tsx';
import { CommentForm } from './CommentForm.tsx';
import { CommentItem, HIGHLIGHT_MS, jumpTo, ThreadContext, type OpenForm } from './CommentItem.tsx';
import { ROOT, rootIds } from './comments-store.ts';
import { NewCommentsJump } from './NewCommentsJump.tsx';
import { useCommentThread } from './useCommentThread.ts';

const BOTTOM_FORM_AFTER = 5;

export interface CommentsSectionProps {
  post: { id: number; url: string; comments_count: number; category?: { slug: string } | null };
  /** The first page rendered with the post; null: the block fetches it. */
  first?: Paginator<CommentDto> | null;
  ban?: CommentBanDto | null;
}

function NewCommentForm({ postId, ban, onSent }: { postId: number; ban: CommentBanDto | null; onSent(comment: CommentDto): void }) {
  const t = useT();
  const { auth, language, timeZone } = usePageProps();
  const authModal = useAuthModal();
  if (ban) return <CommentBanNotice ban={ban} language={language} timeZone={timeZone} />;
  if (!auth.user) {
    return (
      <button type="button" onClick={() => authModal.open('login')} className="w-full rounded-lg border border-line bg-page px-3 py-2.5 text-left text-[15px] text-muted hover:border-accent">
        {t('comments.signIn')}
      </button>
    );
  }
  return <CommentForm target={{ mode: 'new', postId }} onSent={onSent} />;
}

export function CommentsSection({ post, first = null, ban = null }: CommentsSectionProps) {
  const t = useT();
  const { auth } = usePageProps();
  const thread = useCommentThread(post.id, first);
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  // Kept live from the server's pushes (useCommentsCount), one's own comments included.
  const count = post.comments_count;
  const roots = rootIds(thread.state);
  const allLoaded = thread.status === 'idle' && thread.state.nextUrl.get(ROOT) === null;
  const { focusId } = thread;
  const threadView = focusId !== null;
  // A member's page is rendered for them alone and the list is most of its markup: their browser
  // renders it right after hydrating. Guests and search engines get it rendered, from the cache.
  const listRendered = useHydrated() || auth.user === null;

  const focused = useRef(false);
  const focusLoaded = focusId !== null && thread.state.byId.has(focusId);
  useEffect(() => {
    if (!focusLoaded || focused.current) return;
    focused.current = true;
    jumpTo(focusId!, HIGHLIGHT_MS.address);
  }, [focusLoaded, focusId]);

  const onSent = (comment: CommentDto) => thread.dispatch({ type: 'added', comment });
  const communitySlug = post.category?.slug ?? null;
  // Each comment re-renders when this changes; a render of the section alone leaves them be.
  const context = useMemo(() => ({ postId: post.id, thread, openForm, setOpenForm, expandAll: threadView, communitySlug }), [post.id, thread, openForm, threadView, communitySlug]);

  return (
    <section id="comments" aria-labelledby="comments-title" className="scroll-mt-[calc(var(--header-height)+16px)] rounded-xl bg-surface px-4 py-5 [contain-intrinsic-size:auto_1200px] [content-visibility:auto] nav:px-7">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="comments-title" className="flex items-baseline gap-2 text-[20px] font-bold">
          {t('postUi.comments.title')}
          {count > 0 && <span className="text-[16px] font-medium text-muted">{abbreviateNumber(count)}</span>}
        </h2>
        {threadView ? (
          // Both links the spec names (spec 1 §2), though they lead to the same place.
          <nav aria-label={t('postUi.comments.title')} className="flex flex-wrap gap-x-4 gap-y-1 text-[14px] font-medium">
            <a href={`${post.url}#comments`} className="text-accent hover:underline">
              {t('comments.threadReadMore')}
            </a>
            <a href={`${post.url}#comments`} className="text-accent hover:underline">
              {t('comments.showAll', { count })}
            </a>
          </nav>
        ) : (
          <div role="group" aria-label={t('comments.sortLabel')} className="flex gap-1 text-[14px]">
            {COMMENT_SORTS.map((sort) => (
              <button
                key={sort}
                type="button"
                aria-pressed={thread.sort === sort}
                onClick={() => thread.setSort(sort)}
                className={clsx('rounded-lg px-3 py-1', thread.sort === sort ? 'bg-page font-medium text-fg' : 'text-muted hover:text-fg')}
              >
                {t(`comments.sort.${sort}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      <NewCommentsJump state={thread.state} />
      <div className="mt-4">
        <NewCommentForm postId={post.id} ban={ban} onSent={onSent} />
      </div>
      <ThreadContext value={context}>
        <div className="mt-4 flex flex-col gap-1" aria-busy={thread.status === 'loading' || !listRendered}>
          {listRendered && roots.map((id) => <CommentItem key={id} id={id} depth={0} />)}
        </div>
      </ThreadContext>
      {thread.status === 'idle' && roots.length === 0 && count === 0 && <EmptyState icon={MessageCircle} title={t('postUi.comments.empty')} className="py-8" />}
      {thread.status === 'error' && (
        <div role="alert" className="mt-4 flex items-center gap-3 text-[14px] text-muted">
          {t('comments.loadError')}
          <Button onClick={() => void thread.loadMore()}>{t('comments.retry')}</Button>
        </div>
      )}
      {thread.status === 'idle' && thread.state.nextUrl.get(ROOT) && (
        <Button className="mt-4 w-full" onClick={() => void thread.loadMore()}>
          {t('comments.more')}
        </Button>
      )}
      {allLoaded && count > BOTTOM_FORM_AFTER && (
        <div className="mt-4">
          <NewCommentForm postId={post.id} ban={ban} onSent={onSent} />
        </div>
      )}
    </section>
  );
}
