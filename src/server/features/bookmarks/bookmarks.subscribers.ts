// Each push carries the count as it is now, so late or repeated pushes still leave the latest number.
import type { FastifyInstance } from 'fastify';
import type { ItemFacts } from '../../../shared/events.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { BOOKMARK_TARGET_REGISTRY } from './bookmarks.targets.ts';

export function bookmarksSubscribers(app: FastifyInstance): void {
  // Lists show card counters up to the cache's few seconds old, as likes do; only the page of the post is dropped.
  const dropPages = ({ postId }: ItemFacts) => app.pageCache.drop([pageTags.post(postId)]);
  app.events.subscribe('bookmark.added', 'page-cache.drop', dropPages);
  app.events.subscribe('bookmark.removed', 'page-cache.drop', dropPages);

  // Where the item's likes go.
  const pushCount = async (item: ItemFacts) => {
    const count = await BOOKMARK_TARGET_REGISTRY[item.target].count(app.db, item.targetId);
    if (count !== undefined) app.realtime.publish(channels.itemCounters(item), pushes.bookmarks, { id: item.targetId, bookmarks_count: count });
  };
  app.events.subscribe('bookmark.added', 'realtime.bookmarks', pushCount);
  app.events.subscribe('bookmark.removed', 'realtime.bookmarks', pushCount);
}
