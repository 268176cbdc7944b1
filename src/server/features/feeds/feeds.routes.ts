/**
 * The feed pages: /, /popular, /new and /my with their filter segments (spec 1, "Feed
 * filters"). P4 fills them with posts; the routes, filters and page contract are final.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FeedName } from '../../../shared/dto/user.ts';
import { NotFound } from '../../platform/errors.ts';

export const FEED_FILTERS: Record<FeedName, readonly string[]> = {
  popular: ['today', 'day', 'week', 'month', 'year', 'all'],
  new: ['all', 'from5', 'from10'],
  my: ['popular', 'new'],
};

export default async function feedRoutes(app: FastifyInstance) {
  const show = (feed: FeedName) => async (request: FastifyRequest<{ Params: { filter?: string } }>, reply: FastifyReply) => {
    const { filter } = request.params;
    if (filter !== undefined && !FEED_FILTERS[feed].includes(filter)) throw new NotFound();
    if (feed === 'my' && !request.user) return reply.redirect('/');
    return reply.page('Index', { feed });
  };

  for (const feed of ['popular', 'new', 'my'] as const) {
    app.get(`/${feed}`, show(feed));
    app.get(`/${feed}/:filter`, show(feed));
  }

  app.get('/', async (request, reply) => {
    const feed = request.user?.defaultFeed ?? (await app.site.settings.get()).defaultFeed;
    return reply.page('Index', { feed: feed === 'my' && !request.user ? 'popular' : feed });
  });
}
