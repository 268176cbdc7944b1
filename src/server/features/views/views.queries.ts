import { and, asc, eq, gte } from 'drizzle-orm';
import type { AnswerOf } from '../../../shared/api/call.ts';
import type { calls } from '../../../shared/api/index.ts';
import type { Db } from '../../db/client.ts';
import type { PostViewsPush } from '../../../shared/realtime.ts';
import { posts, postViewDays, type PostRow } from '../../db/schema/index.ts';
import { daysBefore } from './views.visitor.ts';

export type PostStatistics = AnswerOf<typeof calls.views.statistics>;

/** The `count` days up to `today` (YYYY-MM-DD), oldest first; a day nobody saw the post is zeros. */
export async function postStatistics(db: Db, post: PostRow, today: string, count: number): Promise<PostStatistics> {
  const since = daysBefore(today, count - 1);
  const rows = await db
    .select({
      date: postViewDays.day,
      showings: postViewDays.showings,
      views: postViewDays.views,
      unique_showings: postViewDays.uniqueShowings,
      unique_views: postViewDays.uniqueViews,
    })
    .from(postViewDays)
    .where(and(eq(postViewDays.postId, post.id), gte(postViewDays.day, since)))
    .orderBy(asc(postViewDays.day));
  const byDay = new Map(rows.map((row) => [row.date, row]));
  const days = Array.from({ length: count }, (_, i) => {
    const date = daysBefore(today, count - 1 - i);
    return byDay.get(date) ?? { date, showings: 0, views: 0, unique_showings: 0, unique_views: 0 };
  });
  return {
    showings: post.showings,
    views: post.views,
    unique_showings_count: post.uniqueShowingsCount,
    unique_views_count: post.uniqueViewsCount,
    days,
  };
}

export async function postViewCounters(db: Db, postId: number): Promise<PostViewsPush | undefined> {
  const [row] = await db
    .select({
      unique_showings_count: posts.uniqueShowingsCount,
      unique_views_count: posts.uniqueViewsCount,
      showings: posts.showings,
      views: posts.views,
      replies_count: posts.repliesCount,
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  return row;
}
