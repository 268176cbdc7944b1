import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { STATISTICS_DAYS } from '../../../shared/api/views.ts';
import { serveCall } from '../../platform/calls.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import { recordPostReads } from '../comments/index.ts';
import { canSeeStatistics, canView, findLivePost, postCommunity } from '../posts/index.ts';
import { VIEW_KINDS } from './views.buffer.ts';
import { postStatistics } from './views.queries.ts';
import { siteDay } from './views.visitor.ts';

/** Per reader: a tab reports about 12 a minute; 40 leaves room for a few tabs and stops a script flooding the buffer. */
const REPORTS = { max: 40, windowMs: 60_000 };

export default async function viewsRoutes(app: FastifyInstance) {
  serveCall(app, calls.views.report, { config: app.limited('viewReports', REPORTS) }, async (request, reply) => {
    const { showings = [], views = [] } = request.body;
    await app.views.record(request, VIEW_KINDS.showing, showings);
    await app.views.record(request, VIEW_KINDS.view, views);
    // A member's opening of a post also dates their visit, for the comments new since the last one.
    if (request.user) await recordPostReads(app.db, request.user.id, views);
    return reply.code(204).send();
  });

  serveCall(app, calls.views.statistics, async (request) => {
    const post = await findLivePost(app.db, request.params.id);
    if (!post || !canView(request.user, post)) throw new NotFound();
    if (!canSeeStatistics(request.user, post, await postCommunity(app.db, post, request.user.id))) throw new Forbidden();
    const today = siteDay((await app.site.settings.get()).timeZone);
    return postStatistics(app.db, post, today, STATISTICS_DAYS);
  });
}
