/**
 * The JSON calls around posts: save (POST /posts), controls, pin, delete, tag suggestions
 * and the editor's owner picker (/topics). Pages live in posts.pages.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { HASHTAG_LIMITS } from '../../../shared/blocks/hashtags.ts';
import { nextPageUrl, readPageRequest } from '../../lib/paginator.ts';
import { requireUser } from '../../lib/require-user.ts';
import { NotFound } from '../../platform/errors.ts';
import { ownMediaBases } from '../../platform/storage/index.ts';
import { subsiteItems } from '../../pipeline/subsites.ts';
import { destroyPost, savePost, setPinned } from './posts.commands.ts';
import { canView, postControls } from './posts.policy.ts';
import { findLivePost, isTopicKey, postableCommunities, searchTags } from './posts.queries.ts';
import {
  ControlsAnswer,
  PinAnswer,
  PinBody,
  PostIdParams,
  SavePostAnswer,
  SavePostBody,
  TagSearchAnswer,
  TagSearchQuery,
  TopicsAnswer,
  TopicsQuery,
} from './posts.schemas.ts';

/**
 * Per user. Autosave sends at most one save per 500 ms while the author types, 20 per
 * 10 seconds; twice that leaves room for publishing and a second tab, and still stops a
 * script within seconds.
 */
const SAVES = { max: 40, windowMs: 10_000 };
/** Per user. Suggestions follow typing with a 100 ms debounce, at most 10 a second in a burst. */
const TAG_SEARCHES = { max: 60, windowMs: 10_000 };

const TAG_SUGGESTIONS = 10;
const TOPICS_PER_PAGE = 10;

export default async function postsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const signedIn = { onRequest: requireUser };

  api.post('/posts', { ...signedIn, config: app.limited('postSaves', SAVES), schema: { body: SavePostBody, response: { 200: SavePostAnswer } } }, async (request) => {
    return savePost(app.db, request.user!, request.body, ownMediaBases(app.config));
  });

  api.get('/posts/:id/controls', { ...signedIn, schema: { params: PostIdParams, response: { 200: ControlsAnswer } } }, async (request) => {
    const post = await findLivePost(app.db, request.params.id);
    if (!post || !canView(request.user, post)) throw new NotFound();
    return postControls(request.user, post);
  });

  api.post('/posts/:id/pin', { ...signedIn, schema: { params: PostIdParams, body: PinBody, response: { 200: PinAnswer } } }, async (request) => {
    return { pinned: await setPinned(app.db, request.user!, request.params.id, request.body.status) };
  });

  api.delete('/posts/:id', { ...signedIn, schema: { params: PostIdParams } }, async (request, reply) => {
    await destroyPost(app.db, request.user!, request.params.id);
    return reply.code(204).send();
  });

  api.get('/tags/search', { ...signedIn, config: app.limited('tagSearch', TAG_SEARCHES), schema: { querystring: TagSearchQuery, response: { 200: TagSearchAnswer } } }, async (request) => {
    const prefix = (request.query.q ?? '').trim().replace(/^#/, '').normalize('NFC').toLowerCase();
    if (!prefix || prefix.length > HASHTAG_LIMITS.length) return [];
    return searchTags(app.db, prefix, TAG_SUGGESTIONS);
  });

  api.get('/topics', { ...signedIn, schema: { querystring: TopicsQuery, response: { 200: TopicsAnswer } } }, async (request) => {
    const { q = '', perPage = TOPICS_PER_PAGE, from, cursor } = request.query;
    const query = q.trim();
    const page = readPageRequest(cursor, isTopicKey, perPage);
    const skeleton = await postableCommunities(app.db, request.user!.id, query, page);
    const params = { ...(query ? { q: query } : {}), perPage, ...(from ? { from } : {}) };
    return { data: await subsiteItems(app.db, request.user!.id, skeleton.ids), next_page_url: nextPageUrl('/topics', skeleton, page, params) };
  });
}
