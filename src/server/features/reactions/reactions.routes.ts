import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { paginator, readPageRequest } from '../../lib/paginator.ts';
import { serveCall } from '../../platform/calls.ts';
import { NotFound } from '../../platform/errors.ts';
import { isTimeKey } from '../../pipeline/cursor.ts';
import { loadSubsiteCards } from '../../hydration/subsites.ts';
import { like, react } from './reactions.commands.ts';
import { readCounters } from './reactions.counters.ts';
import { likersOf } from './reactions.queries.ts';
import { keepReactionSet, loadReactionSet, presentReactionSet } from './reaction-set.ts';
import { REACTION_TARGET_REGISTRY } from './reactions.targets.ts';

/** Per user and call: a click a second for a whole minute is already a script. */
const REACTIONS = { max: 60, windowMs: 60_000 };
const LIKERS_PER_PAGE = 20;
/** The set changes only in the admin panel; browsers may keep it for five minutes. */
const SET_MAX_AGE_SECONDS = 300;

export default async function reactionsRoutes(app: FastifyInstance) {
  keepReactionSet(app.db, app.site);

  serveCall(app, calls.reactions.like, { config: app.limited('likes', REACTIONS) }, async (request) => {
    const { likeable, id, value } = request.body;
    return like(app.db, request.user, likeable, id, value);
  });

  serveCall(app, calls.reactions.react, { config: app.limited('reactions', REACTIONS) }, async (request) => {
    const { reactionable, id, reaction_id } = request.body;
    return react(app.db, request.user, reactionable, id, reaction_id, app.config.mediaBase);
  });

  serveCall(app, calls.reactions.likers, async (request) => {
    const { likeable, id, value, cursor } = request.query;
    const target = REACTION_TARGET_REGISTRY[likeable];
    if (!(await target.find(app.db, request.user, id, false))) throw new NotFound();
    const page = readPageRequest(cursor, isTimeKey, LIKERS_PER_PAGE);
    const [skeleton, counters] = await Promise.all([likersOf(app.db, likeable, id, value, page), readCounters(app.db, target, id)]);
    const cards = await loadSubsiteCards(app.db, skeleton.ids);
    const data = skeleton.ids.flatMap((userId) => {
      const user = cards.get(userId);
      return user ? [{ user, value }] : [];
    });
    const total = value === 1 ? (counters?.likes ?? 0) : (counters?.dislikes ?? 0);
    return paginator(data, { skeleton, request: page, total, path: '/likers', query: { likeable, id, value } });
  });

  serveCall(app, calls.reactions.set, async (_request, reply) => {
    reply.header('Cache-Control', `public, max-age=${SET_MAX_AGE_SECONDS}`);
    return presentReactionSet(await loadReactionSet(app.db), app.config.mediaBase);
  });
}
