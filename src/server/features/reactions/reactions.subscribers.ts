import type { FastifyInstance } from 'fastify';
import type { LikesPush, ReactionTargetType } from '../../../shared/dto/reaction.ts';
import { pushes } from '../../../shared/realtime.ts';
import { readCounters } from './reactions.counters.ts';
import { loadReactionSet, presentReactionCounts } from './reaction-set.ts';
import { REACTION_TARGET_REGISTRY } from './reactions.targets.ts';

export function reactionsSubscribers(app: FastifyInstance): void {
  // The push carries the counters as they are when it is sent, not the event's delta, so
  // pushes that arrive late or twice still leave every page with the latest numbers.
  const pushCounters = async ({ target, targetId }: { target: ReactionTargetType; targetId: number }) => {
    const registered = REACTION_TARGET_REGISTRY[target];
    const [counters, set, channel] = await Promise.all([readCounters(app.db, registered, targetId), loadReactionSet(app.db), registered.likesChannel(app.db, targetId)]);
    if (!counters || !channel) return;
    const push: LikesPush = {
      id: targetId,
      reaction_sum: counters.likes,
      disreaction_sum: counters.dislikes,
      reactions: presentReactionCounts(counters.reactionCounts, set, app.config.mediaBase),
      reaction_count: counters.reactionCount,
    };
    app.realtime.publish(channel, pushes.likes, push);
  };
  app.events.subscribe('like.changed', 'realtime.likes', pushCounters);
  app.events.subscribe('reaction.changed', 'realtime.likes', pushCounters);

  const dropPages = async ({ target, targetId }: { target: ReactionTargetType; targetId: number }) =>
    app.pageCache.drop(await REACTION_TARGET_REGISTRY[target].pagesShowing(app.db, targetId));
  app.events.subscribe('like.changed', 'page-cache.drop', dropPages);
  app.events.subscribe('reaction.changed', 'page-cache.drop', dropPages);
}
