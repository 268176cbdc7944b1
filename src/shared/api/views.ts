// The statistics are for the post's author, site editors and the managers of its community; a blog's or community's
// statistics for whoever may see the statistics of every post in it.
import { Type, type Static } from 'typebox';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';
import { PostIdParams } from './posts.ts';

/** Bounds of one report: a reader scrolling fast passes a few dozen cards in five seconds. */
export const VIEW_REPORT_LIMITS = { showings: 100, views: 20 } as const;
/** Days the statistics chart covers, today included. */
export const STATISTICS_DAYS = 30;
/** Hours after publication a post's statistics show one by one. */
export const LAUNCH_HOURS = 48;
/** The periods of a blog's or community's statistics page, in days. */
export const STATISTICS_PERIODS = [7, 30, 90] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
/** The share of a post's body a reader got down to, reported once per opening at its deepest. */
export const READ_DEPTHS = [25, 50, 75, 100] as const;
/**
 * Where a view came from: the site's feed or page the reader opened the post from, another site (by domain only),
 * or nothing (direct).
 */
export const VIEW_SOURCES = ['popular', 'new', 'my', 'editorial', 'tag', 'profile', 'search', 'bookmarks', 'series', 'other', 'external', 'direct'] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];
/** The longest domain name DNS allows. */
export const DOMAIN_MAX = 253;
/** Source rows an answer lists, the most viewed first. */
export const SOURCES_SHOWN = 20;
/** The best posts of a period listed on the statistics page. */
export const BEST_POSTS = 10;

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const PostIds = (maxItems: number) => Type.Optional(Type.Array(Id, { maxItems }));

const Interactions = {
  likes: Type.Integer(),
  reactions: Type.Integer(),
  comments: Type.Integer(),
  bookmarks: Type.Integer(),
  /** Reply posts published under it. */
  reposts: Type.Integer(),
  /** Follows of the blog or community made from a post's page. */
  followers: Type.Integer(),
};

const StatisticsDay = Type.Object({
  /** YYYY-MM-DD in the site's time zone. */
  date: Type.String(),
  showings: Type.Integer(),
  views: Type.Integer(),
  unique_showings: Type.Integer(),
  unique_views: Type.Integer(),
  ...Interactions,
});

const StatisticsHour = Type.Object({
  /** ISO time of the hour's start. */
  hour: Type.String(),
  views: Type.Integer(),
  unique_views: Type.Integer(),
  ...Interactions,
});

/** `reached[i]`: the reads that got at least READ_DEPTHS[i] percent down, of `views` (readers refusing tracking report none). */
const Depth = Type.Object({ views: Type.Integer(), reached: Type.Array(Type.Integer(), { maxItems: READ_DEPTHS.length }) });

const Source = Type.Object({ kind: Type.Enum(VIEW_SOURCES), domain: Type.String({ maxLength: DOMAIN_MAX }), views: Type.Integer() });

const SubsiteDay = Type.Object({
  date: Type.String(),
  views: Type.Integer(),
  unique_views: Type.Integer(),
  ...Interactions,
  /** Followers at the end of the day. */
  followers_total: Type.Integer(),
});

const BestPost = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  published_at: Type.String(),
  views: Type.Integer(),
  unique_views: Type.Integer(),
  likes: Type.Integer(),
  comments: Type.Integer(),
});

export const SubsiteStatistics = Type.Object({
  subsite: Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), is_community: Type.Boolean() }),
  period: Type.Enum(STATISTICS_PERIODS),
  totals: Type.Object({ views: Type.Integer(), unique_views: Type.Integer(), ...Interactions, followers_total: Type.Integer() }),
  days: Type.Array(SubsiteDay, { maxItems: 90 }),
  depth: Depth,
  sources: Type.Array(Source, { maxItems: SOURCES_SHOWN }),
  best: Type.Array(BestPost, { maxItems: BEST_POSTS }),
});
export type SubsiteStatisticsDto = Static<typeof SubsiteStatistics>;

export const StatisticsQuery = Type.Object({
  /** An integer schema, so the query string's text is read as a number before the enum is checked. */
  days: Type.Optional(Type.Unsafe<StatisticsPeriod>({ type: 'integer', enum: [...STATISTICS_PERIODS] })),
});

export const views = defineCalls('views', {
  report: {
    method: 'POST',
    path: '/views',
    summary: 'Report the feed cards the reader saw (showings), the posts they opened (views), where from, and how far down they read',
    body: Type.Object({
      showings: PostIds(VIEW_REPORT_LIMITS.showings),
      views: PostIds(VIEW_REPORT_LIMITS.views),
      /** Where each opened post was opened from; a domain only with `external`. */
      sources: Type.Optional(
        Type.Array(
          Type.Object({ post: Id, kind: Type.Enum(VIEW_SOURCES), domain: Type.Optional(Type.String({ maxLength: DOMAIN_MAX, pattern: '^[a-z0-9.-]*$' })) }),
          { maxItems: VIEW_REPORT_LIMITS.views },
        ),
      ),
      /** The deepest share of each post's body reached on one opening. */
      depths: Type.Optional(Type.Array(Type.Object({ post: Id, depth: Type.Enum(READ_DEPTHS) }), { maxItems: VIEW_REPORT_LIMITS.views })),
    }),
  },
  statistics: {
    method: 'GET',
    path: '/posts/:id/statistics',
    summary: "A post's views, readers, read depth, sources and interactions: by day, and by hour for its first 48 hours",
    signedIn: true,
    params: PostIdParams,
    answer: Type.Object({
      showings: Type.Integer(),
      views: Type.Integer(),
      unique_showings_count: Type.Integer(),
      unique_views_count: Type.Integer(),
      days: Type.Array(StatisticsDay, { maxItems: STATISTICS_DAYS }),
      hours: Type.Array(StatisticsHour, { maxItems: LAUNCH_HOURS }),
      totals: Type.Object(Interactions),
      depth: Depth,
      sources: Type.Array(Source, { maxItems: SOURCES_SHOWN }),
    }),
    errors: { 403: Problem },
  },
  subsite: {
    method: 'GET',
    path: '/subsites/:id/statistics',
    summary: "A blog's or community's statistics for a period: totals and days, followers, read depth, sources, best posts",
    signedIn: true,
    params: Type.Object({ id: Id }),
    query: StatisticsQuery,
    answer: SubsiteStatistics,
    errors: { 403: Problem },
  },
});
