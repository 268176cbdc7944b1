import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { followedTopics } from './follows.queries.ts';
import { flipFavorite, followSubsite, setBell, setPostBell, unfollowSubsite } from './follows.commands.ts';

/** Per user and route: room for a busy onboarding, and still stops a script mass-following the site. */
const FOLLOWS = { max: 60, windowMs: 60_000 };

export default async function followsRoutes(app: FastifyInstance) {
  serveCall(app, calls.follows.follow, { config: app.limited('follows', FOLLOWS) }, async (request) => {
    return followSubsite(app.db, request.user.id, request.params.id, request.query.from_post);
  });

  serveCall(app, calls.follows.unfollow, { config: app.limited('follows', FOLLOWS) }, async (request) => {
    return unfollowSubsite(app.db, request.user.id, request.params.id);
  });

  serveCall(app, calls.follows.bellOn, { config: app.limited('follows', FOLLOWS) }, async (request) => {
    const { notifiable, id } = request.body;
    return notifiable === 'post' ? setPostBell(app.db, request.user, id, true) : setBell(app.db, request.user.id, id, true);
  });

  serveCall(app, calls.follows.bellOff, { config: app.limited('follows', FOLLOWS) }, async (request) => {
    const { notifiable, id } = request.body;
    return notifiable === 'post' ? setPostBell(app.db, request.user, id, false) : setBell(app.db, request.user.id, id, false);
  });

  serveCall(app, calls.follows.topics, async (request) => ({ data: await followedTopics(app.db, request.user.id) }));

  serveCall(app, calls.follows.favorite, { config: app.limited('follows', FOLLOWS) }, async (request) => {
    return flipFavorite(app.db, request.user.id, request.body.id);
  });
}
