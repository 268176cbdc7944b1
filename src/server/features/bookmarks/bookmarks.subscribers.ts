/** What follows a bookmark outside the command: the cached guest pages showing the item's count are dropped. */
import type { FastifyInstance } from 'fastify';
import type { EventOf } from '../../../shared/events.ts';
import { BOOKMARK_TARGET_REGISTRY } from './bookmarks.targets.ts';

export function bookmarksSubscribers(app: FastifyInstance): void {
  const dropPages = async ({ target, targetId }: EventOf<'bookmark.added' | 'bookmark.removed'>) => {
    app.pageCache.drop(await BOOKMARK_TARGET_REGISTRY[target].pagesShowing(app.db, targetId));
  };
  app.events.subscribe('bookmark.added', 'page-cache.drop', dropPages);
  app.events.subscribe('bookmark.removed', 'page-cache.drop', dropPages);
}
