import type { FastifyInstance } from 'fastify';
import { recountMonthOf } from './sitemaps.queries.ts';

/** A post in or out of the public lists, or edited: its month's count and `lastmod` follow. */
export function sitemapsSubscribers(app: FastifyInstance): void {
  const recount = ({ postId }: { postId: number }) => recountMonthOf(app.db, postId);
  for (const type of ['post.published', 'post.updated', 'post.deleted', 'post.restored', 'post.unpublished'] as const) {
    app.events.subscribe(type, 'sitemaps.recount', recount);
  }
}
