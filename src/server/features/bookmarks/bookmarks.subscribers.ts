// Each push carries the count as it is now, so late or repeated pushes still leave the latest number.
import type { FastifyInstance } from 'fastify';
import type { EventOf } from '../../../shared/events.ts';
import { pushes } from '../../../shared/realtime.ts';
import { BOOKMARK_TARGET_REGISTRY } from './bookmarks.targets.ts';

export function bookmarksSubscribers(app: FastifyInstance): void {
  const dropPages = async ({ target, targetId }: EventOf<'bookmark.added' | 'bookmark.removed'>) => {
    app.pageCache.drop(await BOOKMARK_TARGET_REGISTRY[target].pagesShowing(app.db, targetId));
  };
  app.events.subscribe('bookmark.added', 'page-cache.drop', dropPages);
  app.events.subscribe('bookmark.removed', 'page-cache.drop', dropPages);

  const pushCount = async ({ target, targetId }: EventOf<'bookmark.added' | 'bookmark.removed'>) => {
    const live = await BOOKMARK_TARGET_REGISTRY[target].liveCount(app.db, targetId);
    if (live) app.realtime.publish(live.channel, pushes.bookmarks, { id: targetId, bookmarks_count: live.count });
  };
  app.events.subscribe('bookmark.added', 'realtime.bookmarks', pushCount);
  app.events.subscribe('bookmark.removed', 'realtime.bookmarks', pushCount);
}
