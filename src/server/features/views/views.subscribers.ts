// A reply post's changes move its parent's replies count, which the parent's open pages hear on `post-views.{id}`.
import type { FastifyInstance } from 'fastify';
import { channels, pushes } from '../../../shared/realtime.ts';
import { postViewCounters } from './views.queries.ts';

export function viewsSubscribers(app: FastifyInstance): void {
  const pushParent = async ({ replyId }: { replyId: number | null }) => {
    if (replyId === null) return;
    const counters = await postViewCounters(app.db, replyId);
    if (counters) app.realtime.publish(channels.postViews(replyId), pushes.postViews, counters);
  };
  app.events.subscribe('post.published', 'realtime.post-views', pushParent);
  app.events.subscribe('post.deleted', 'realtime.post-views', pushParent);
  app.events.subscribe('post.restored', 'realtime.post-views', pushParent);
  app.events.subscribe('post.updated', 'realtime.post-views', pushParent);
}
