// The queue's other actions are the posts' and comments' own calls (unpublish, DELETE /posts/{id}, DELETE /comments/{id}).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import { Cursor } from '../../../shared/api/posts.ts';
import { paginator, readPageRequest, runningTotal, wantsPageData, type ListQuery } from '../../lib/paginator.ts';
import { loadSubsiteCards } from '../../hydration/subsites.ts';
import { serveCall } from '../../platform/calls.ts';
import { NotFound } from '../../platform/errors.ts';
import { SIGN_IN_PATH } from '../feeds/index.ts';
import { setOfficial, unpublishPost } from '../posts/index.ts';
import { dismissComplaints, fileComplaint } from './moderation.commands.ts';
import { isIdKey } from '../../pipeline/cursor.ts';
import { activeReasons, moderatedCommunities, modlogSkeleton, queueSkeleton } from './moderation.queries.ts';
import { modlogEntries, queueItems } from './moderation.read.ts';
import { findCommunityBySlug } from './moderation.communities.ts';

/** Per user: a reader reports now and then; 20 in ten minutes stops a script flooding the queue. */
const COMPLAINTS = { max: 20, windowMs: 10 * 60_000 };
/** Per moderator: unpublishing, the editorial mark and dismissals together, a busy shift's pace. */
const ACTIONS = { max: 60, windowMs: 60_000 };
const PER_PAGE = 20;

const QueueQuery = Type.Object({ cursor: Cursor, community: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })) });
const LogQuery = Type.Object({ cursor: Cursor });
const OwnerParams = Type.Object({ owner: Type.String({ maxLength: 64 }) });

export default async function moderationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const actions = { config: app.limited('moderationActions', ACTIONS) };

  serveCall(app, calls.moderation.unpublish, actions, async (request, reply) => {
    await unpublishPost(app.db, request.user, request.params.id, (request.body.reason ?? '').trim());
    return reply.code(204).send();
  });

  serveCall(app, calls.moderation.markOfficial, actions, async (request) => {
    return { is_official: await setOfficial(app.db, request.user, request.params.id, request.body.is_official) };
  });

  serveCall(app, calls.moderation.reasons, async (request) => activeReasons(app.db, request.language));

  serveCall(app, calls.moderation.complain, { config: app.limited('complaints', COMPLAINTS) }, async (request) => {
    await fileComplaint(app.db, request.user, request.body);
    return { message: request.t('moderation.complaintSent') };
  });

  serveCall(app, calls.moderation.dismiss, actions, async (request, reply) => {
    await dismissComplaints(app.db, request.user, request.params.type, request.params.id);
    return reply.code(204).send();
  });

  // The queue: what the viewer moderates; to anyone else the page does not exist.
  api.get('/moderation', { schema: { querystring: QueueQuery } }, async (request, reply) => {
    if (!request.user) return reply.redirect(SIGN_IN_PATH);
    const moderated = await moderatedCommunities(app.db, request.user);
    if (moderated !== 'all' && moderated.length === 0) throw new NotFound();
    const community = request.query.community ?? null;
    if (community !== null && moderated !== 'all' && !moderated.includes(community)) throw new NotFound();
    const scope = community !== null ? [community] : moderated;
    const page = readPageRequest(request.query.cursor, isIdKey, PER_PAGE);
    const skeleton = await queueSkeleton(app.db, scope, page);
    const query: ListQuery = community === null ? {} : { community };
    const items = paginator(await queueItems(app.db, skeleton.ids, request.language), { skeleton, request: page, total: runningTotal(skeleton, page), path: '/moderation', query });
    if (wantsPageData(request)) return items;
    const communities = moderated === 'all' ? [] : [...(await loadSubsiteCards(app.db, moderated)).values()];
    return reply.page('Moderation/Queue', { items, communities, community }, { meta: { title: request.t('moderation.queue.title'), noindex: true } });
  });

  async function logPage(request: FastifyRequest<{ Querystring: { cursor?: string } }>, subsiteId: number | null, path: string) {
    const page = readPageRequest(request.query.cursor, isIdKey, PER_PAGE);
    const skeleton = await modlogSkeleton(app.db, subsiteId, page);
    const { modlogHidesModerators } = await app.site.settings.get();
    return paginator(await modlogEntries(app.db, skeleton.ids, modlogHidesModerators), { skeleton, request: page, total: runningTotal(skeleton, page), path });
  }

  api.get('/modlog', { schema: { querystring: LogQuery } }, async (request, reply) => {
    const entries = await logPage(request, null, '/modlog');
    if (wantsPageData(request)) return entries;
    return reply.page('Moderation/Log', { entries, community: null }, { meta: { title: request.t('moderation.log.title') } });
  });

  api.get('/:owner/modlog', { schema: { params: OwnerParams, querystring: LogQuery } }, async (request, reply) => {
    const community = await findCommunityBySlug(app.db, request.params.owner);
    if (!community) throw new NotFound();
    const entries = await logPage(request, community.id, `${community.url}/modlog`);
    if (wantsPageData(request)) return entries;
    return reply.page('Moderation/Log', { entries, community }, { meta: { title: request.t('moderation.log.communityTitle', { name: community.name }) } });
  });
}
