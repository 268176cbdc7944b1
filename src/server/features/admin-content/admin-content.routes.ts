import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import { ADMIN_CONTENT_LIMITS } from '../../../shared/api/admin-content.ts';
import { Cursor } from '../../../shared/api/posts.ts';
import { CONTENT_TABS, POST_STATES, type ContentFilters } from '../../../shared/dto/admin-content.ts';
import { paginator, readPageRequest, runningTotal, wantsPageData } from '../../lib/paginator.ts';
import { isTimeKey, type TimeKey } from '../../pipeline/cursor.ts';
import type { Skeleton } from '../../pipeline/skeleton.ts';
import { serveCall } from '../../platform/calls.ts';
import { superAdminPage } from '../admin/index.ts';
import { prefixTsQuery, queryAlternatives } from '../discovery/index.ts';
import { markOfficialFromPanel, restorePostFromPanel } from './admin-content.commands.ts';
import { adminCommentRows, adminPostRows, commentSkeleton, openReportsCount, postSkeleton } from './admin-content.queries.ts';

const PER_PAGE = 20;
const ACTIONS = { max: 60, windowMs: 60_000 };
const PATH = '/admin-panel/content';
const EMPTY: Skeleton<TimeKey> = { ids: [], nextKey: null };

const ContentQuery = Type.Object({
  tab: Type.Optional(Type.Enum(CONTENT_TABS)),
  q: Type.Optional(Type.String({ maxLength: ADMIN_CONTENT_LIMITS.query })),
  author: Type.Optional(Type.String({ maxLength: ADMIN_CONTENT_LIMITS.author })),
  state: Type.Optional(Type.Enum(POST_STATES)),
  cursor: Cursor,
});

export default async function adminContentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const actions = { config: app.limited('adminContent', ACTIONS) };

  api.get(PATH, { onRequest: superAdminPage, schema: { querystring: ContentQuery } }, async (request, reply) => {
    const tab = request.query.tab ?? 'posts';
    // Comments have no drafts: that filter falls back to the published ones.
    const asked = request.query.state ?? 'published';
    const state = tab === 'comments' && asked === 'drafts' ? 'published' : asked;
    const filters: ContentFilters = { q: (request.query.q ?? '').trim(), author: (request.query.author ?? '').trim(), state };
    const page = readPageRequest(request.query.cursor, isTimeKey, PER_PAGE);
    const source = { request: page, path: PATH, query: Object.fromEntries(Object.entries({ tab, ...filters }).filter(([, value]) => value !== '')) };
    const author = filters.author === '' ? null : filters.author;
    const meta = { meta: { title: request.t('admin.sections.content'), noindex: true } };

    if (tab === 'posts') {
      // Text with no searchable word (punctuation alone) finds nothing rather than everything.
      const text = filters.q === '' ? null : prefixTsQuery(queryAlternatives(filters.q));
      const skeleton = text === '' ? EMPTY : await postSkeleton(app.db, state, { text, author }, page);
      const posts = paginator(await adminPostRows(app.db, skeleton.ids), { ...source, skeleton, total: runningTotal(skeleton, page) });
      if (wantsPageData(request)) return posts;
      return reply.page('Admin/Content', { tab, filters, posts, comments: null, open_reports: await openReportsCount(app.db) }, meta);
    }
    const skeleton = await commentSkeleton(app.db, state === 'deleted' ? 'deleted' : 'published', { text: filters.q === '' ? null : filters.q, author }, page);
    const comments = paginator(await adminCommentRows(app.db, skeleton.ids), { ...source, skeleton, total: runningTotal(skeleton, page) });
    if (wantsPageData(request)) return comments;
    return reply.page('Admin/Content', { tab, filters, posts: null, comments, open_reports: await openReportsCount(app.db) }, meta);
  });

  serveCall(app, calls.adminContent.restorePost, actions, async (request, reply) => {
    await restorePostFromPanel(app.db, request.user, request.params.id);
    return reply.code(204).send();
  });

  serveCall(app, calls.adminContent.markOfficial, actions, async (request) => ({
    is_official: await markOfficialFromPanel(app.db, request.user, request.params.id, request.body.is_official),
  }));
}
