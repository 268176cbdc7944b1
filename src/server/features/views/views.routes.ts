import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import { STATISTICS_DAYS, StatisticsQuery, type StatisticsPeriod } from '../../../shared/api/views.ts';
import { wantsPageData } from '../../lib/paginator.ts';
import { serveCall } from '../../platform/calls.ts';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import { recordPostReads } from '../comments/index.ts';
import { findCommunityFacts } from '../communities/index.ts';
import { SIGN_IN_PATH } from '../feeds/index.ts';
import { canSeeStatistics, canSeeSubsiteStatistics, canView, findLivePost, postCommunity } from '../posts/index.ts';
import { VIEW_KINDS } from './views.buffer.ts';
import { statisticsCsv } from './views.csv.ts';
import { isRobot, refusesTracking } from './views.privacy.ts';
import { findStatisticsSubsite, managedCandidates, postStatistics, subsiteStatistics, type StatisticsSubsite } from './views.queries.ts';
import { siteDay } from './views.visitor.ts';

/** Per reader: a tab reports about 12 a minute; 40 leaves room for a few tabs and stops a script flooding the buffer. */
const REPORTS = { max: 40, windowMs: 60_000 };
const DEFAULT_PERIOD: StatisticsPeriod = 30;

export default async function viewsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const today = async () => siteDay((await app.site.settings.get()).timeZone);

  // A reader's feed reports every few seconds; marking them a writer would keep them from the shared data for good.
  serveCall(app, calls.views.report, { config: { ...app.limited('viewReports', REPORTS), marksWriter: false } }, async (request, reply) => {
    const { showings = [], views = [], sources = [], depths = [] } = request.body;
    if (isRobot(request)) return reply.code(204).send();
    await app.views.record(request, VIEW_KINDS.showing, showings);
    await app.views.record(request, VIEW_KINDS.view, views);
    if (!refusesTracking(request)) await app.views.recordReading({ depths, sources });
    // A member's opening of a post also dates their visit, for the comments new since the last one.
    if (request.user) await recordPostReads(app.db, request.user.id, views);
    return reply.code(204).send();
  });

  serveCall(app, calls.views.statistics, async (request) => {
    const post = await findLivePost(app.db, request.params.id);
    if (!post || !canView(request.user, post)) throw new NotFound();
    if (!canSeeStatistics(request.user, post, await postCommunity(app.db, post, request.user.id))) throw new Forbidden();
    return postStatistics(app.db, post, await today(), STATISTICS_DAYS);
  });

  /** A blog or community the viewer may see the statistics of; a missing one is 404, someone else's 403. */
  async function statisticsSubsite(request: FastifyRequest, id: number): Promise<StatisticsSubsite> {
    const subsite = await findStatisticsSubsite(app.db, id);
    if (!subsite) throw new NotFound();
    const community = subsite.type === 'user' ? null : ((await findCommunityFacts(app.db, id, request.user!.id)) ?? null);
    if (!canSeeSubsiteStatistics(request.user, id, community)) throw new Forbidden();
    return subsite;
  }

  async function managedCommunities(request: FastifyRequest): Promise<Array<{ id: number; name: string; is_community: true }>> {
    const viewer = request.user!;
    const candidates = await managedCandidates(app.db, viewer.id);
    const facts = await Promise.all(candidates.map((candidate) => findCommunityFacts(app.db, candidate.id, viewer.id)));
    return candidates
      .filter((candidate, i) => facts[i] && canSeeSubsiteStatistics(viewer, candidate.id, facts[i]))
      .map(({ id, name }) => ({ id, name, is_community: true as const }));
  }

  serveCall(app, calls.views.subsite, async (request) => {
    const subsite = await statisticsSubsite(request, request.params.id);
    return subsiteStatistics(app.db, subsite, await today(), request.query.days ?? DEFAULT_PERIOD);
  });

  api.get(
    '/subsites/:id/statistics.csv',
    { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }), querystring: StatisticsQuery } },
    async (request, reply) => {
      if (!request.user) throw new NotFound();
      const subsite = await statisticsSubsite(request, request.params.id);
      const day = await today();
      const period = request.query.days ?? DEFAULT_PERIOD;
      const statistics = await subsiteStatistics(app.db, subsite, day, period);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="statistics-${subsite.slug}-${day}-${period}d.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(statisticsCsv(statistics));
    },
  );

  api.get('/stats', { schema: { querystring: Type.Object({ of: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })), ...StatisticsQuery.properties }) } }, async (request, reply) => {
    const viewer = request.user;
    if (!viewer) {
      if (wantsPageData(request)) throw new NotFound();
      return reply.redirect(SIGN_IN_PATH);
    }
    const subsite = await statisticsSubsite(request, request.query.of ?? viewer.id);
    const [statistics, communities] = await Promise.all([subsiteStatistics(app.db, subsite, await today(), request.query.days ?? DEFAULT_PERIOD), managedCommunities(request)]);
    const choices = [{ id: viewer.id, name: viewer.name, is_community: false }, ...communities];
    return reply.page('Stats', { statistics, choices }, { meta: { title: request.t('stats.title'), noindex: true } });
  });
}
