/** What follows a comment's writing or removal: the cached guest pages that show it or its count, and the live pages of its post. */
import type { FastifyInstance } from 'fastify';
import type { DeletedCommentPush } from '../../../shared/dto/comment.ts';
import type { EventOf } from '../../../shared/events.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { loadCommentedPost } from '../../hydration/comments.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { commentItems } from '../../pipeline/comments.ts';

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
    const [comment] = await commentItems({ db: app.db, viewer: null, mediaBase: app.config.mediaBase }, post, [event.commentId]);
    if (comment) app.realtime.publish(channels.newComment(event.postId), pushes.newComment, comment);
  });

  app.events.subscribe('comment.deleted', 'realtime.deleted-comment', (event) => {
    const push: DeletedCommentPush = { id: event.commentId, branch: event.branch };
    app.realtime.publish(channels.deletedComment(event.postId), pushes.deletedComment, push);
  });
}
