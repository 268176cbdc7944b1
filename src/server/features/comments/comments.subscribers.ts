import type { FastifyInstance } from 'fastify';
import type { CommentCountsPush } from '../../../shared/dto/comment.ts';
import type { EventOf } from '../../../shared/events.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { loadCommentedPost } from './comments.hydration.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { guestCommentItems } from './comments.pipeline.ts';
import { commentCounts } from './comments.queries.ts';

type CommentChange = EventOf<'comment.created' | 'comment.updated' | 'comment.deleted'>;

/** The post's own page; the count on its cards changes with created and deleted comments (feeds, its blog or community). */
export function pagesShowingComment(event: CommentChange): string[] {
  if (event.type === 'comment.updated') return [pageTags.post(event.postId), pageTags.bestComments];
  return [pageTags.post(event.postId), pageTags.feeds, pageTags.subsite(event.ownerId), pageTags.bestComments];
}

export function commentsSubscribers(app: FastifyInstance): void {
  const dropPages = (event: CommentChange) => app.pageCache.drop(pagesShowingComment(event));
  app.events.subscribe('comment.created', 'page-cache.drop', dropPages);
  app.events.subscribe('comment.updated', 'page-cache.drop', dropPages);
  app.events.subscribe('comment.deleted', 'page-cache.drop', dropPages);

  // Open pages of the post add the comment; the payload is what a guest would read.
  app.events.subscribe('comment.created', 'realtime.new-comment', async (event) => {
    const post = await loadCommentedPost(app.db, event.postId);
    if (!post) return;
    const [
      {
        comments: [comment],
      },
      counts,
    ] = await Promise.all([
      guestCommentItems({ db: app.db, mediaBase: app.config.mediaBase }, post, [event.commentId], 0),
      countsPush(event.postId, event.parentId),
    ]);
    if (comment && counts) app.realtime.publish(channels.newComment(event.postId), pushes.newComment, { comment, ...counts });
  });

  app.events.subscribe('comment.deleted', 'realtime.deleted-comment', async (event) => {
    // A soft deletion leaves the comment in its parent's replies; a removed branch leaves them.
    const counts = await countsPush(event.postId, event.branch ? (event.parentId ?? null) : null);
    if (counts) app.realtime.publish(channels.deletedComment(event.postId), pushes.deletedComment, { id: event.commentId, branch: event.branch, ...counts });
  });

  /** The counts as they are now, not as the event moved them: pushes arriving late or twice still leave the truth. */
  const countsPush = async (postId: number, parentId: number | null): Promise<CommentCountsPush | undefined> => {
    const counts = await commentCounts(app.db, postId, parentId);
    if (!counts) return undefined;
    return { comments_count: counts.comments, parent: parentId !== null && counts.replies !== null ? { id: parentId, replies_count: counts.replies } : null };
  };
}
