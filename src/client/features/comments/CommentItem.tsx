import { createContext, memo, use, useState } from 'react';
import { CornerLeftUp, Pin } from '../../ui/icons.ts';
import clsx from 'clsx';
import type { CommentDto } from '../../../shared/dto/comment.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Link } from '../../ui/Link.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { useAuthModal } from '../auth/index.ts';
import { CommentActions } from './CommentActions.tsx';
import { CommentAuthor } from './CommentAuthor.tsx';
import { CommentForm } from './CommentForm.tsx';
import { CommentMedia } from './CommentMedia.tsx';
import { PersonalIconBadge } from '../personal-icons/index.ts';
import { CommentMenu } from './CommentMenu.tsx';
import { ReadMore } from './ReadMore.tsx';
import { textRuns } from './comment-text.ts';
import type { CommentThread } from './useCommentThread.ts';

export type OpenForm = { mode: 'reply' | 'edit'; id: number } | null;

export interface ThreadContextValue {
  postId: number;
  thread: CommentThread;
  openForm: OpenForm;
  setOpenForm(form: OpenForm): void;
  expandAll: boolean;
  communitySlug?: string | null;
}

export const ThreadContext = createContext<ThreadContextValue | null>(null);

export const HIGHLIGHT_MS = { parent: 800, address: 1500 } as const;
/** Deeper replies stop moving right, so a long exchange stays readable on a phone. */
const MAX_INDENT = 5;

export const commentAnchor = (id: number) => `comment-${id}`;

export function jumpTo(id: number, highlightMs: number) {
  const target = document.getElementById(commentAnchor(id));
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'center' });
  target.dataset.highlighted = 'true';
  window.setTimeout(() => delete target.dataset.highlighted, highlightMs);
}

export function CommentText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-line break-words text-[15px] leading-[1.5]">
      {textRuns(text).map((run, index) =>
        run.kind === 'text' ? (
          run.text
        ) : run.href.startsWith('/') ? (
          <Link key={index} href={run.href} className="text-accent hover:underline">
            {run.text}
          </Link>
        ) : (
          <a key={index} href={run.href} target="_blank" rel="noopener noreferrer nofollow ugc" className="text-accent hover:underline">
            {run.text}
          </a>
        ),
      )}
    </p>
  );
}

/** Memoised: a thread re-renders as a whole only when what every comment reads from it changes. */
export const CommentItem = memo(function CommentItem({ id, depth }: { id: number; depth: number }) {
  const t = useT();
  const { auth } = usePageProps();
  const authModal = useAuthModal();
  const { postId, thread, openForm, setOpenForm, expandAll, communitySlug = null } = use(ThreadContext)!;
  const comment = thread.state.byId.get(id);
  const [expanded, setExpanded] = useState(depth === 0 || expandAll);
  const [loading, setLoading] = useState(false);
  if (!comment) return null;

  const loaded = thread.state.children.get(id) ?? [];
  const deleted = comment.deleted_at !== null;
  // Its author is ignored by the reader: the comment keeps its place, not its text.
  const hidden = !deleted && comment.is_hidden;
  const editing = openForm?.mode === 'edit' && openForm.id === id;
  const replying = openForm?.mode === 'reply' && openForm.id === id;
  const moreToLoad = thread.state.nextUrl.get(id) !== null && loaded.length < comment.replies_count;

  async function loadReplies() {
    setLoading(true);
    try {
      await thread.loadMore(id);
    } catch {
      // The button stays for another try.
    } finally {
      setLoading(false);
    }
  }

  function expand() {
    setExpanded(true);
    if (moreToLoad) void loadReplies();
  }

  function reply() {
    if (!auth.user) {
      authModal.open('login');
      return;
    }
    setOpenForm(replying ? null : { mode: 'reply', id });
  }

  function onReplied(sent: CommentDto) {
    thread.dispatch({ type: 'added', comment: sent });
    setOpenForm(null);
    expand();
  }

  return (
    <div id={commentAnchor(id)} data-comment-id={id} data-new={comment.is_new || undefined} className="group/comment scroll-mt-[calc(var(--header-height)+16px)]">
      <div className="rounded-lg px-2 py-2 transition-colors group-data-[highlighted=true]/comment:bg-accent/10 data-[highlighted=true]:bg-accent/10">
        <div className="flex items-center gap-2 text-[14px]">
          {comment.user && (
            <CommentAuthor user={comment.user} />
          )}
          {comment.user && <PersonalIconBadge subsite={comment.user} />}
          <RelativeTime date={comment.created_at} className="shrink-0 text-muted" />
          {comment.parent_id !== null && depth > 0 && (
            <button type="button" onClick={() => jumpTo(comment.parent_id!, HIGHLIGHT_MS.parent)} title={t('comments.toParent')} aria-label={t('comments.toParent')} className="text-muted hover:text-accent">
              <CornerLeftUp className="size-4" aria-hidden="true" />
            </button>
          )}
          {comment.is_new && <span className="rounded-full bg-accent-soft px-2 text-[12px] font-medium text-accent">{t('comments.new.badge')}</span>}
          {comment.pinned_at && (
            <span className="inline-flex items-center gap-1 text-[13px] text-muted">
              <Pin className="size-3.5" aria-hidden="true" />
              {t('comments.pinnedBadge')}
            </span>
          )}
          <span className="ml-auto">{auth.user && !deleted && <CommentMenu comment={comment} dispatch={thread.dispatch} onEdit={() => setOpenForm({ mode: 'edit', id })} communitySlug={communitySlug} />}</span>
        </div>
        <div className="mt-1 pl-9">
          {deleted || hidden ? (
            <p className="text-[15px] italic text-muted">{t(deleted ? 'comments.deleted' : 'ignores.commentHidden')}</p>
          ) : editing ? (
            <CommentForm
              target={{ mode: 'edit', comment }}
              autoFocus
              onCancel={() => setOpenForm(null)}
              onSent={(sent) => {
                thread.dispatch({ type: 'changed', comment: sent });
                setOpenForm(null);
              }}
            />
          ) : (
            <>
              {comment.comment !== '' && (
                <ReadMore>
                  <CommentText text={comment.comment} />
                </ReadMore>
              )}
              <CommentMedia media={comment.media} />
            </>
          )}
          <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-[13px] font-medium text-muted">
            {!deleted && !hidden && <CommentActions comment={comment} />}
            {!deleted && (
              <button type="button" onClick={reply} className="hover:text-accent">
                {t('comments.reply')}
              </button>
            )}
            {comment.replies_count > 0 &&
              (expanded ? (
                depth > 0 && (
                  <button type="button" onClick={() => setExpanded(false)} className="hover:text-accent">
                    {t('comments.hideReplies')}
                  </button>
                )
              ) : (
                <button type="button" onClick={expand} className="hover:text-accent">
                  {t('comments.showReplies', { count: comment.replies_count })}
                </button>
              ))}
          </div>
          {replying && (
            <div className="mt-2">
              <CommentForm target={{ mode: 'reply', postId, parentId: id }} autoFocus onCancel={() => setOpenForm(null)} onSent={onReplied} />
            </div>
          )}
        </div>
      </div>
      {expanded && (loaded.length > 0 || moreToLoad) && (
        <div className={clsx('flex flex-col border-l border-line', depth < MAX_INDENT ? 'ml-5 pl-2' : 'ml-0 pl-0')}>
          {loaded.map((child) => (
            <CommentItem key={child} id={child} depth={depth + 1} />
          ))}
          {moreToLoad && (
            <button type="button" onClick={() => void loadReplies()} disabled={loading} className="self-start px-2 py-1 text-[13px] font-medium text-accent hover:underline disabled:opacity-50">
              {t('comments.moreReplies')}
            </button>
          )}
        </div>
      )}
    </div>
  );
});
