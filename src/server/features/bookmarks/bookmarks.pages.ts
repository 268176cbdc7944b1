// The collection is a query (`?collection={id}`), so the spec's paths stay as they are and type and collection combine.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Cursor } from '../../../shared/api/posts.ts';
import { BOOKMARK_LISTS, type BookmarkListName } from '../../../shared/dto/bookmark.ts';
import { paginator, readPageRequest, wantsPageData, type ListQuery } from '../../lib/paginator.ts';
import { isTimeKey } from '../../pipeline/cursor.ts';
import { commentCards } from '../comments/index.ts';
import { readContext } from '../../pipeline/context.ts';
import { postCards } from '../posts/index.ts';
import { NotFound } from '../../platform/errors.ts';
import { SIGN_IN_PATH } from '../feeds/index.ts';
import { BOOKMARKS_PER_PAGE, bookmarkedItems, bookmarkedTotal, collectionsOf, type BookmarkList } from './bookmarks.queries.ts';


/** Checked in the handler, so an unknown list is a missing page (404), not invalid input. */
const ListParams = Type.Object({ type: Type.Optional(Type.String({ maxLength: 20 })) });
const ListQuerySchema = Type.Object({
  cursor: Cursor,
  collection: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});

const isListName = (name: string): name is BookmarkListName => Object.hasOwn(BOOKMARK_LISTS, name);

interface ListRequest {
  Params: { type?: string };
  Querystring: { cursor?: string; collection?: number };
}

export default async function bookmarkPagesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  async function show(request: FastifyRequest<ListRequest>, reply: FastifyReply) {
    const name = request.params.type ?? 'posts';
    if (!isListName(name)) throw new NotFound();
    const viewer = request.user;
    if (!viewer) return reply.redirect(SIGN_IN_PATH);
    const collectionId = request.query.collection ?? null;
    const collections = await collectionsOf(app.db, viewer.id);
    if (collectionId !== null && !collections.some((collection) => collection.id === collectionId)) throw new NotFound();

    const list: BookmarkList = { userId: viewer.id, type: BOOKMARK_LISTS[name], collectionId };
    const page = readPageRequest(request.query.cursor, isTimeKey, BOOKMARKS_PER_PAGE);
    const [skeleton, total] = await Promise.all([bookmarkedItems(app.db, list, page), bookmarkedTotal(app.db, list)]);
    const source = { skeleton, request: page, total, path: `/bookmarks/${name}`, query: (collectionId === null ? {} : { collection: collectionId }) as ListQuery };
    const shared = { collections, collection: collectionId };
    const meta = { meta: { title: request.t('bookmarks.meta.title'), noindex: true } };
    if (name === 'comments') {
      const comments = paginator(await commentCards(readContext(app, request), skeleton.ids), source);
      return wantsPageData(request) ? comments : reply.page('User/Bookmark', { ...shared, type: name, comments }, meta);
    }
    const posts = paginator(await postCards(readContext(app, request), skeleton.ids), source);
    return wantsPageData(request) ? posts : reply.page('User/Bookmark', { ...shared, type: name, posts }, meta);
  }

  const schema = { params: ListParams, querystring: ListQuerySchema };
  api.get('/bookmarks', { schema }, show);
  api.get('/bookmarks/:type', { schema }, show);
}
