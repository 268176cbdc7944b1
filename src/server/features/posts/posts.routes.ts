import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { HASHTAG_LIMITS, storedTag } from '../../../shared/blocks/hashtags.ts';
import { nextPageUrl, readPageRequest } from '../../lib/paginator.ts';
import { signedInUser } from '../../lib/require-user.ts';
import type { OutboundOptions } from '../../lib/safe-fetch.ts';
import { serveCall } from '../../platform/calls.ts';
import { NotFound } from '../../platform/errors.ts';
import { ownMediaBases } from '../../platform/storage/index.ts';
import { subsiteItems } from '../../pipeline/subsites.ts';
import { hasPostBell } from '../follows/index.ts';
import { destroyPost, savePost, setPinned } from './posts.commands.ts';
import { canView, postControls } from './posts.policy.ts';
import { findLivePost, isTopicKey, postCommunity, postableCommunities, searchTags } from './posts.queries.ts';

/** Per user: autosave sends up to 20 saves per 10 s while typing; twice that leaves room for publishing and a second tab. */
const SAVES = { max: 40, windowMs: 10_000 };
/** Per user: new remote pictures copied by saves, as many as uploads by address allow. */
const REMOTE_COPIES = { max: 30, windowMs: 5 * 60_000 };
/** Per user. Suggestions follow typing with a 100 ms debounce, at most 10 a second in a burst. */
const TAG_SEARCHES = { max: 60, windowMs: 10_000 };

const TAG_SUGGESTIONS = 10;
const TOPICS_PER_PAGE = 10;

export interface PostsRouteOptions {
  /** Tests only: lets the copies of remote pictures reach the test's loopback servers (see safe-fetch.ts). */
  outbound?: OutboundOptions;
}

export default async function postsRoutes(app: FastifyInstance, { outbound }: PostsRouteOptions) {
  const saving = { db: app.db, storage: app.storage, dataDir: app.config.dataDir, ownMediaBases: ownMediaBases(app.config), outbound };
  const copyBudget = app.rateLimitRule('remoteCopies', REMOTE_COPIES);
  const spendCopy = app.createRateLimit({ max: copyBudget.max, timeWindow: copyBudget.windowMs, keyGenerator: (request) => `remote-copies:user:${signedInUser(request).id}` });
  serveCall(app, calls.posts.save, { config: app.limited('postSaves', SAVES) }, async (request) => {
    // isAllowed means "on the allow list"; the budget is spent when the count is exceeded (and open while Redis is away).
    const mayFetch = async () => {
      const spent = await spendCopy(request);
      return spent.isAllowed || !spent.isExceeded;
    };
    return savePost({ ...saving, mayFetch }, request.user, request.body);
  });

  serveCall(app, calls.posts.controls, async (request) => {
    const post = await findLivePost(app.db, request.params.id);
    if (!post || !canView(request.user, post)) throw new NotFound();
    const viewerId = request.user.id;
    const [community, commentsBell] = await Promise.all([postCommunity(app.db, post, viewerId), hasPostBell(app.db, viewerId, post.id)]);
    return postControls(request.user, post, community, commentsBell);
  });

  serveCall(app, calls.posts.pin, async (request) => {
    return { pinned: await setPinned(app.db, request.user, request.params.id, request.body.status) };
  });

  serveCall(app, calls.posts.destroy, async (request, reply) => {
    await destroyPost(app.db, request.user, request.params.id);
    return reply.code(204).send();
  });

  serveCall(app, calls.posts.searchTags, { config: app.limited('tagSearch', TAG_SEARCHES) }, async (request) => {
    const prefix = storedTag((request.query.q ?? '').trim().replace(/^#/, ''));
    if (!prefix || prefix.length > HASHTAG_LIMITS.length) return [];
    return searchTags(app.db, prefix, TAG_SUGGESTIONS);
  });

  serveCall(app, calls.posts.topics, async (request) => {
    const { q = '', perPage = TOPICS_PER_PAGE, from, cursor } = request.query;
    const query = q.trim();
    const page = readPageRequest(cursor, isTopicKey, perPage);
    const skeleton = await postableCommunities(app.db, request.user.id, query, page);
    const params = { ...(query ? { q: query } : {}), perPage, ...(from ? { from } : {}) };
    return { data: await subsiteItems(app.db, request.user.id, skeleton.ids), next_page_url: nextPageUrl('/topics', skeleton, page, params) };
  });
}
