/**
 * The post page's counters move with more than views: a reply post published, deleted, restored
 * or saved changes its parent's replies count. The parent's open pages hear all its counters on
 * `post-views.{id}`, as they are now, like after a views flush.
 */
import type { FastifyInstance } from 'fastify';
import { channels, pushes, type PostViewsPush } from '../../../shared/realtime.ts';
import { postViewCounters } from './views.queries.ts';

export function viewsSubscribers(app: FastifyInstance): void {
  const pushParent = async ({ replyId }: { replyId: number | null }) => {
    if (replyId === null) return;
    const counters = await postViewCounters(app.db, replyId);
    if (counters) app.realtime.publish<PostViewsPush>(channels.postViews(replyId), pushes.postViews, counters);
  };
  app.events.subscribe('post.published', 'realtime.post-views', pushParent);
  app.events.subscribe('post.deleted', 'realtime.post-views', pushParent);
  app.events.subscribe('post.restored', 'realtime.post-views', pushParent);
  app.events.subscribe('post.updated', 'realtime.post-views', pushParent);
}
