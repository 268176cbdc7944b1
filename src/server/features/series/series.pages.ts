// The series' page: its parts in order as post cards, through the read pipeline; the owner also gets every part
// (drafts included) to arrange.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { SeriesParams } from '../../../shared/api/series.ts';
import { paginator, readPageRequest, wantsPageData } from '../../lib/paginator.ts';
import { relationTo } from '../../hydration/viewer.ts';
import { readContext } from '../../pipeline/context.ts';
import { isIdKey } from '../../pipeline/cursor.ts';
import { NotFound } from '../../platform/errors.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { PageQuery, postListPage } from '../posts/index.ts';
import { feedLinks } from '../syndication/index.ts';
import { seriesPostList, sharedSeries } from './series.pipeline.ts';
import { partsOf, SERIES_PER_PAGE } from './series.queries.ts';

export default async function seriesPagesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  const seriesPage = { tags: (request: FastifyRequest) => [pageTags.series((request.params as Static<typeof SeriesParams>).id)] };
  api.get('/series/:id', { schema: { params: SeriesParams, querystring: PageQuery }, config: { guestCache: seriesPage } }, async (request, reply) => {
    const context = readContext(app, request);
    const found = await sharedSeries(context, request.params.id);
    if (!found) throw new NotFound();
    const { userId, user, ...shown } = found;
    const page = readPageRequest(request.query.cursor, isIdKey, SERIES_PER_PAGE);
    // Asked together, the author's follow joins the cards' reader statement.
    const [{ data, skeleton, total }, state] = await Promise.all([
      postListPage(context, page, seriesPostList(context, shown.id)),
      context.viewerState({ subsiteIds: [userId] }),
    ]);
    const posts = paginator(data, { skeleton, request: page, total, path: shown.url });
    if (wantsPageData(request)) return posts;
    const series = { ...shown, user: { ...user, ...relationTo(state, userId) } };
    const parts = request.user?.id === userId ? await partsOf(app.db, series.id) : null;
    const t = request.t;
    const siteName = (await app.site.settings.get()).siteName;
    return reply.page(
      'Series',
      { series, posts, parts },
      {
        meta: {
          title: t('series.meta.title', { title: series.title }),
          description: series.description || t('series.meta.description', { title: series.title, name: series.user.name, siteName }),
          canonical: app.config.appUrl + series.url,
          feeds: feedLinks({ kind: 'series', id: series.id, title: series.title }, { appUrl: app.config.appUrl, siteName }, t),
        },
      },
    );
  });
}
