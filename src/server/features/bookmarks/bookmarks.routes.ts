import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { addBookmark, removeBookmark } from './bookmarks.commands.ts';
import { collectionsOf, filedIn } from './bookmarks.queries.ts';
import { createCollection, destroyCollection, fileBookmark, renameCollection } from './collections.commands.ts';

/** Per user and call: a click a second for a whole minute is already a script. */
const BOOKMARKS = { max: 60, windowMs: 60_000 };
/** Collections are named by typing: a few a minute is plenty. */
const COLLECTION_WRITES = { max: 30, windowMs: 60_000 };

export default async function bookmarksRoutes(app: FastifyInstance) {
  serveCall(app, calls.bookmarks.add, { config: app.limited('bookmarks', BOOKMARKS) }, async (request) => {
    return addBookmark(app.db, request.user, request.body.bookmarked, request.body.id);
  });

  serveCall(app, calls.bookmarks.remove, { config: app.limited('bookmarks', BOOKMARKS) }, async (request) => {
    return removeBookmark(app.db, request.user, request.body.bookmarked, request.body.id);
  });

  serveCall(app, calls.bookmarks.collections, async (request) => collectionsOf(app.db, request.user.id));

  serveCall(app, calls.bookmarks.createCollection, { config: app.limited('bookmarkCollections', COLLECTION_WRITES) }, async (request) => {
    return createCollection(app.db, request.user, request.body.name);
  });

  serveCall(app, calls.bookmarks.renameCollection, { config: app.limited('bookmarkCollections', COLLECTION_WRITES) }, async (request) => {
    return renameCollection(app.db, request.user, request.params.id, request.body.name);
  });

  serveCall(app, calls.bookmarks.destroyCollection, { config: app.limited('bookmarkCollections', COLLECTION_WRITES) }, async (request, reply) => {
    await destroyCollection(app.db, request.user, request.params.id);
    return reply.code(204).send();
  });

  serveCall(app, calls.bookmarks.filed, async (request) => {
    return { collection_ids: await filedIn(app.db, request.user.id, request.query.bookmarked, request.query.id) };
  });

  serveCall(app, calls.bookmarks.file, { config: app.limited('bookmarks', BOOKMARKS) }, async (request) => {
    const { bookmarked, id, collection_ids } = request.body;
    return { collection_ids: await fileBookmark(app.db, request.user, bookmarked, id, collection_ids) };
  });
}
