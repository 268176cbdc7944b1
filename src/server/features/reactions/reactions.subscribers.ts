import type { FastifyInstance } from 'fastify';
import type { LikesPush } from '../../../shared/dto/reaction.ts';
import type { ItemFacts } from '../../../shared/events.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { readCounters } from './reactions.counters.ts';
import { loadReactionSet, presentReactionCounts } from './reaction-set.ts';
import { REACTION_TARGET_REGISTRY } from './reactions.targets.ts';

export function reactionsSubscribers(app: FastifyInstance): void {
  // The push carries the counters as they are when it is sent, not the event's delta, so
  // pushes that arrive late or twice still leave every page with the latest numbers.
  const pushCounters = async (item: ItemFacts) => {
    const [counters, set] = await Promise.all([readCounters(app.db, REACTION_TARGET_REGISTRY[item.target], item.targetId), loadReactionSet(app.db)]);
    if (!counters) return;
    const push: LikesPush = {
      id: item.targetId,
      reaction_sum: counters.likes,
      disreaction_sum: counters.dislikes,
      reactions: presentReactionCounts(counters.reactionCounts, set, app.config.mediaBase),
      reaction_count: counters.reactionCount,
    };
    app.realtime.publish(channels.itemCounters(item), pushes.likes, push);
  };
  app.events.subscribe('like.changed', 'realtime.likes', pushCounters);
  app.events.subscribe('reaction.changed', 'realtime.likes', pushCounters);

  // Lists show card counters up to the cache's few seconds old; only the page of the post is dropped.
  const dropPages = ({ postId }: ItemFacts) => app.pageCache.drop([pageTags.post(postId)]);
  app.events.subscribe('like.changed', 'page-cache.drop', dropPages);
  app.events.subscribe('reaction.changed', 'page-cache.drop', dropPages);
}
