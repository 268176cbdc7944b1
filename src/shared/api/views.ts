// The statistics are for the post's author, site editors and the managers of its community.
import { Type } from 'typebox';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';
import { PostIdParams } from './posts.ts';

/** Bounds of one report: a reader scrolling fast passes a few dozen cards in five seconds. */
export const VIEW_REPORT_LIMITS = { showings: 100, views: 20 } as const;
/** Days the statistics chart covers, today included. */
export const STATISTICS_DAYS = 30;

const PostIds = (maxItems: number) => Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems }));

const StatisticsDay = Type.Object({
  /** YYYY-MM-DD in the site's time zone. */
  date: Type.String(),
  showings: Type.Integer(),
  views: Type.Integer(),
  unique_showings: Type.Integer(),
  unique_views: Type.Integer(),
});

export const views = defineCalls('views', {
  report: {
    method: 'POST',
    path: '/views',
    summary: 'Report the feed cards the reader saw (showings) and the posts they opened (views)',
    body: Type.Object({ showings: PostIds(VIEW_REPORT_LIMITS.showings), views: PostIds(VIEW_REPORT_LIMITS.views) }),
  },
  statistics: {
    method: 'GET',
    path: '/posts/:id/statistics',
    summary: "A post's views and showings, total and unique, by day",
    signedIn: true,
    params: PostIdParams,
    answer: Type.Object({
      showings: Type.Integer(),
      views: Type.Integer(),
      unique_showings_count: Type.Integer(),
      unique_views_count: Type.Integer(),
      days: Type.Array(StatisticsDay, { maxItems: STATISTICS_DAYS }),
    }),
    errors: { 403: Problem },
  },
});
