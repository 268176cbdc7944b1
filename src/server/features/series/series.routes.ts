import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { addPostToSeries, createSeries, destroySeries, removePostFromSeries, reorderSeries, updateSeries } from './series.commands.ts';
import { seriesOf, seriesOfPost } from './series.queries.ts';

/** Series are named by typing: a few a minute is plenty. */
const SERIES_WRITES = { max: 30, windowMs: 60_000 };
/** Arranging parts is clicking through a list: more, but still a person's pace. */
const PART_WRITES = { max: 120, windowMs: 60_000 };

export default async function seriesRoutes(app: FastifyInstance) {
  serveCall(app, calls.series.mine, async (request) => {
    const { post_id } = request.query;
    const [data, current] = await Promise.all([seriesOf(app.db, request.user.id), post_id === undefined ? undefined : seriesOfPost(app.db, post_id)]);
    return { data, post_series_id: current?.userId === request.user.id ? current.id : null };
  });

  serveCall(app, calls.series.create, { config: app.limited('series', SERIES_WRITES) }, async (request) => createSeries(app.db, request.user, request.body));

  serveCall(app, calls.series.update, { config: app.limited('series', SERIES_WRITES) }, async (request) => {
    return updateSeries(app.db, request.user, request.params.id, request.body);
  });

  serveCall(app, calls.series.destroy, { config: app.limited('series', SERIES_WRITES) }, async (request, reply) => {
    await destroySeries(app.db, request.user, request.params.id);
    return reply.code(204).send();
  });

  serveCall(app, calls.series.addPost, { config: app.limited('seriesParts', PART_WRITES) }, async (request) => {
    return addPostToSeries(app.db, request.user, request.params.id, request.body.post_id);
  });

  serveCall(app, calls.series.removePost, { config: app.limited('seriesParts', PART_WRITES) }, async (request) => {
    return removePostFromSeries(app.db, request.user, request.params.id, request.params.postId);
  });

  serveCall(app, calls.series.reorder, { config: app.limited('seriesParts', PART_WRITES) }, async (request) => {
    return reorderSeries(app.db, request.user, request.params.id, request.body.post_ids);
  });
}
