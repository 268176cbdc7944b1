import type { FastifyInstance } from 'fastify';
import type { EventOf } from '../../../shared/events.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { seriesOfPost } from './series.queries.ts';

type PartChange = EventOf<'post.published' | 'post.updated' | 'post.deleted' | 'post.restored' | 'post.unpublished'>;

export function seriesSubscribers(app: FastifyInstance): void {
  // The series' page and feeds, every part's page (a part that joined or left no longer carries the series' tag), and the author's profile, which lists their series.
  app.events.subscribe('series.changed', 'page-cache.drop', ({ seriesId, userId, postIds }) =>
    app.pageCache.drop([pageTags.series(seriesId), pageTags.subsite(userId), ...postIds.map(pageTags.post)]),
  );

  // A part's title, address or visibility is shown in its siblings' boxes and on the series' page.
  const dropSeries = async ({ postId }: PartChange) => {
    const row = await seriesOfPost(app.db, postId);
    if (row) app.pageCache.drop([pageTags.series(row.id)]);
  };
  for (const type of ['post.published', 'post.updated', 'post.deleted', 'post.restored', 'post.unpublished'] as const) {
    app.events.subscribe(type, 'series.page-cache.drop', dropSeries);
  }
}
