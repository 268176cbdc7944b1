import type { FastifyInstance } from 'fastify';
import { pageTags } from '../../platform/page-cache/page-tags.ts';

/** The history page carries the post's tag, so a new version (post.updated) already drops it; hiding one must too. */
export function revisionsSubscribers(app: FastifyInstance): void {
  app.events.subscribe('post.revision-hidden', 'page-cache.drop', (event) => app.pageCache.drop([pageTags.post(event.postId)]));
}
