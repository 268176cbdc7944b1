// Statistics read the rollup rows only: a post's days, launch hours and sources; a blog's or community's days and
// sources. Each answer is a few hundred rows at most, however many views they count.
import { and, asc, desc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { AnswerOf } from '../../../shared/api/call.ts';
import type { calls } from '../../../shared/api/index.ts';
import { BEST_POSTS, LAUNCH_HOURS, READ_DEPTHS, SOURCES_SHOWN, type StatisticsPeriod, type SubsiteStatisticsDto, type ViewSource } from '../../../shared/api/views.ts';
import type { PostViewsPush } from '../../../shared/realtime.ts';
import { postPath, subsiteUrl } from '../../../shared/slugs.ts';
import type { Db } from '../../db/client.ts';
import { communityMembers, posts, postStatHours, postStatSources, postViewDays, subsites, subsiteStatDays, subsiteStatSources, type PostRow } from '../../db/schema/index.ts';
import { daysBefore } from './views.visitor.ts';

export type PostStatistics = AnswerOf<typeof calls.views.statistics>;

const interactions = <T extends typeof postViewDays | typeof postStatHours | typeof subsiteStatDays>(table: T) => ({
  likes: table.likes,
  reactions: table.reactions,
  comments: table.comments,
  bookmarks: table.bookmarks,
  reposts: table.reposts,
  followers: table.followers,
});

const depthSums = <T extends typeof postViewDays | typeof subsiteStatDays>(table: T) => ({
  depth25: sql<number>`coalesce(sum(${table.depth25}), 0)::int`,
  depth50: sql<number>`coalesce(sum(${table.depth50}), 0)::int`,
  depth75: sql<number>`coalesce(sum(${table.depth75}), 0)::int`,
  depth100: sql<number>`coalesce(sum(${table.depth100}), 0)::int`,
});

/** Bucket counts (deepest point of each read) to the reads that got at least that far, deepest last. */
function reached(sums: { depth25: number; depth50: number; depth75: number; depth100: number }): number[] {
  const buckets = [sums.depth25, sums.depth50, sums.depth75, sums.depth100];
  return READ_DEPTHS.map((_, i) => buckets.slice(i).reduce((total, n) => total + n, 0));
}

/** Every day from `since` to `today`, oldest first, with `empty` where there is no row. */
function everyDay<T extends { date: string }>(rows: readonly T[], today: string, count: number, empty: (date: string) => T): T[] {
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return Array.from({ length: count }, (_, i) => {
    const date = daysBefore(today, count - 1 - i);
    return byDay.get(date) ?? empty(date);
  });
}

const NO_INTERACTIONS = { likes: 0, reactions: 0, comments: 0, bookmarks: 0, reposts: 0, followers: 0 };

function sourceRows(rows: ReadonlyArray<{ kind: string; domain: string; views: number }>) {
  return rows.map((row) => ({ kind: row.kind as ViewSource, domain: row.domain, views: row.views }));
}

/** The `count` days up to `today` (YYYY-MM-DD), oldest first; a day nobody saw the post is zeros. */
export async function postStatistics(db: Db, post: PostRow, today: string, count: number): Promise<PostStatistics> {
  const since = daysBefore(today, count - 1);
  const [days, hours, [life], sources] = await Promise.all([
    db
      .select({
        date: postViewDays.day,
        showings: postViewDays.showings,
        views: postViewDays.views,
        unique_showings: postViewDays.uniqueShowings,
        unique_views: postViewDays.uniqueViews,
        ...interactions(postViewDays),
      })
      .from(postViewDays)
      .where(and(eq(postViewDays.postId, post.id), gte(postViewDays.day, since)))
      .orderBy(asc(postViewDays.day)),
    db
      .select({ hour: postStatHours.hour, views: postStatHours.views, unique_views: postStatHours.uniqueViews, ...interactions(postStatHours) })
      .from(postStatHours)
      .where(eq(postStatHours.postId, post.id))
      .orderBy(asc(postStatHours.hour))
      .limit(LAUNCH_HOURS),
    db
      .select({
        ...depthSums(postViewDays),
        likes: sql<number>`coalesce(sum(${postViewDays.likes}), 0)::int`,
        reactions: sql<number>`coalesce(sum(${postViewDays.reactions}), 0)::int`,
        comments: sql<number>`coalesce(sum(${postViewDays.comments}), 0)::int`,
        bookmarks: sql<number>`coalesce(sum(${postViewDays.bookmarks}), 0)::int`,
        reposts: sql<number>`coalesce(sum(${postViewDays.reposts}), 0)::int`,
        followers: sql<number>`coalesce(sum(${postViewDays.followers}), 0)::int`,
      })
      .from(postViewDays)
      .where(eq(postViewDays.postId, post.id)),
    db
      .select({ kind: postStatSources.kind, domain: postStatSources.domain, views: sql<number>`sum(${postStatSources.views})::int` })
      .from(postStatSources)
      .where(eq(postStatSources.postId, post.id))
      .groupBy(postStatSources.kind, postStatSources.domain)
      .orderBy(desc(sql`3`))
      .limit(SOURCES_SHOWN),
  ]);
  const { depth25, depth50, depth75, depth100, ...totals } = life!;
  return {
    showings: post.showings,
    views: post.views,
    unique_showings_count: post.uniqueShowingsCount,
    unique_views_count: post.uniqueViewsCount,
    days: everyDay(days, today, count, (date) => ({ date, showings: 0, views: 0, unique_showings: 0, unique_views: 0, ...NO_INTERACTIONS })),
    hours: hours.map((row) => ({ ...row, hour: new Date(row.hour).toISOString() })),
    totals,
    depth: { views: post.views, reached: reached({ depth25, depth50, depth75, depth100 }) },
    sources: sourceRows(sources),
  };
}

export interface StatisticsSubsite {
  id: number;
  name: string;
  slug: string;
  type: string;
  followersCount: number;
}

export async function findStatisticsSubsite(db: Db, id: number): Promise<StatisticsSubsite | undefined> {
  const [row] = await db
    .select({ id: subsites.id, name: subsites.name, slug: subsites.slug, type: subsites.type, followersCount: subsites.followersCount })
    .from(subsites)
    .where(and(eq(subsites.id, id), isNull(subsites.deletedAt)))
    .limit(1);
  return row;
}

/** Bounds the switch of the statistics page: nobody manages more communities than this in practice. */
const MANAGED_MAX = 50;

/** Communities the member created or holds a managing role in: the ones whose statistics they may be shown. */
export async function managedCandidates(db: Db, userId: number): Promise<Array<{ id: number; name: string }>> {
  const member = sql`exists (select 1 from ${communityMembers} where ${communityMembers.subsiteId} = ${subsites.id} and ${communityMembers.userId} = ${userId})`;
  return db
    .select({ id: subsites.id, name: subsites.name })
    .from(subsites)
    .where(and(ne(subsites.type, 'user'), isNull(subsites.deletedAt), or(eq(subsites.creatorId, userId), member)))
    .orderBy(asc(subsites.name))
    .limit(MANAGED_MAX);
}

/**
 * A blog's or community's `period` days up to `today`. Followers are walked back from today's count by each day's
 * follows and unfollows. The best posts are those published in the period, by unique readers.
 */
export async function subsiteStatistics(db: Db, subsite: StatisticsSubsite, today: string, period: StatisticsPeriod): Promise<SubsiteStatisticsDto> {
  const since = daysBefore(today, period - 1);
  const inPeriod = (table: typeof subsiteStatDays | typeof subsiteStatSources) => and(eq(table.subsiteId, subsite.id), gte(table.day, since));
  const [rows, sources, best] = await Promise.all([
    db
      .select({
        date: subsiteStatDays.day,
        views: subsiteStatDays.views,
        unique_views: subsiteStatDays.uniqueViews,
        ...interactions(subsiteStatDays),
        unfollows: subsiteStatDays.unfollows,
        depth25: subsiteStatDays.depth25,
        depth50: subsiteStatDays.depth50,
        depth75: subsiteStatDays.depth75,
        depth100: subsiteStatDays.depth100,
      })
      .from(subsiteStatDays)
      .where(inPeriod(subsiteStatDays))
      .orderBy(asc(subsiteStatDays.day)),
    db
      .select({ kind: subsiteStatSources.kind, domain: subsiteStatSources.domain, views: sql<number>`sum(${subsiteStatSources.views})::int` })
      .from(subsiteStatSources)
      .where(inPeriod(subsiteStatSources))
      .groupBy(subsiteStatSources.kind, subsiteStatSources.domain)
      .orderBy(desc(sql`3`))
      .limit(SOURCES_SHOWN),
    db
      .select({
        id: posts.id,
        title: posts.title,
        slug: posts.slug,
        published_at: posts.publishedAt,
        views: posts.views,
        unique_views: posts.uniqueViewsCount,
        likes: posts.reactionSum,
        comments: posts.commentsCount,
      })
      .from(posts)
      .where(and(eq(posts.subsiteId, subsite.id), eq(posts.isPublish, true), isNull(posts.deletedAt), gte(posts.publishedAt, new Date(`${since}T00:00:00Z`))))
      .orderBy(desc(posts.uniqueViewsCount), desc(posts.id))
      .limit(BEST_POSTS),
  ]);
  const empty = (date: string) => ({ date, views: 0, unique_views: 0, ...NO_INTERACTIONS, unfollows: 0, depth25: 0, depth50: 0, depth75: 0, depth100: 0 });
  const filled = everyDay(rows, today, period, empty);
  let followers = subsite.followersCount;
  const walked = filled
    .reverse()
    .map(({ unfollows, depth25: _25, depth50: _50, depth75: _75, depth100: _100, ...day }) => {
      const row = { ...day, followers_total: Math.max(0, followers) };
      followers += unfollows - day.followers;
      return row;
    })
    .reverse();
  const sum = (pick: (row: (typeof filled)[number]) => number) => filled.reduce((total, row) => total + pick(row), 0);
  return {
    subsite: { id: subsite.id, name: subsite.name, url: subsiteUrl(subsite.slug), is_community: subsite.type !== 'user' },
    period,
    totals: {
      views: sum((row) => row.views),
      unique_views: sum((row) => row.unique_views),
      likes: sum((row) => row.likes),
      reactions: sum((row) => row.reactions),
      comments: sum((row) => row.comments),
      bookmarks: sum((row) => row.bookmarks),
      reposts: sum((row) => row.reposts),
      followers: sum((row) => row.followers),
      followers_total: subsite.followersCount,
    },
    days: walked,
    depth: {
      views: sum((row) => row.views),
      reached: reached({ depth25: sum((row) => row.depth25), depth50: sum((row) => row.depth50), depth75: sum((row) => row.depth75), depth100: sum((row) => row.depth100) }),
    },
    sources: sourceRows(sources),
    best: best.map(({ slug, published_at, ...post }) => ({ ...post, url: postPath(subsite.slug, post.id, slug), published_at: published_at!.toISOString() })),
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
