// Statistics history for the demo: the day rows the views seed wrote gain read depth, sources and the interactions
// the demo's own likes, comments, bookmarks and reply posts add up to, each spread over the post's days like its
// views; the first 48 hours get hour rows, and every blog and community its day and source rows. Followers grow
// with traffic to today's count.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { VIEW_SOURCES, type ViewSource } from '../../shared/api/views.ts';
import type { Db } from '../db/client.ts';
import { posts, postStatHours, postStatSources, postViewDays, subsites, subsiteStatDays, subsiteStatSources } from '../db/schema/index.ts';
import { randomSource } from './demo-posts.ts';

const BATCH = 500;
const HOUR_MS = 60 * 60 * 1000;
const LAUNCH_HOURS = 48;

/** Shares of views by where they came from; the external share goes to the domains below. */
const SOURCE_SHARES: Partial<Record<ViewSource, number>> = { popular: 0.34, new: 0.12, my: 0.14, tag: 0.08, profile: 0.07, search: 0.05, bookmarks: 0.02, other: 0.03, external: 0.11, direct: 0.04 };
const DOMAINS = ['t.me', 'vk.com', 'yandex.ru', 'dzen.ru', 'google.com', 'habr.com'];
/** Of all openings, the share whose deepest point was each quarter; the rest stopped above a quarter or were not tracked. */
const DEPTH_SHARES = [0.16, 0.18, 0.17, 0.31];
/** The day rows' columns this seed fills; their names are the same in SQL. */
const ADDED_COLUMNS = ['depth25', 'depth50', 'depth75', 'depth100', 'likes', 'reactions', 'comments', 'bookmarks', 'reposts', 'followers'];

function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** `total` spread over `weights` in whole numbers that add up to it. */
function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const whole = exact.map(Math.floor);
  let left = total - whole.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, i) => [value - whole[i]!, i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left-- <= 0) break;
    whole[i]!++;
  }
  return whole;
}

export async function seedDemoStatistics(db: Db): Promise<void> {
  // What the seed's own commands counted on the way is replaced by the whole history.
  for (const table of [postStatHours, postStatSources, subsiteStatDays, subsiteStatSources]) await db.delete(table);
  const days = await db
    .select({ postId: postViewDays.postId, day: postViewDays.day, views: postViewDays.views, uniqueViews: postViewDays.uniqueViews })
    .from(postViewDays)
    .orderBy(postViewDays.postId, postViewDays.day);
  const published = await db
    .select({
      id: posts.id,
      subsiteId: posts.subsiteId,
      publishedAt: posts.publishedAt,
      likes: posts.reactionSum,
      reactions: posts.reactionCount,
      comments: posts.commentsCount,
      bookmarks: posts.bookmarksCount,
      reposts: posts.repliesCount,
    })
    .from(posts)
    .where(and(eq(posts.isPublish, true), isNull(posts.deletedAt), isNotNull(posts.publishedAt)));
  const followerCounts = new Map((await db.select({ id: subsites.id, followers: subsites.followersCount }).from(subsites)).map((row) => [row.id, row.followers]));
  const postsById = new Map(published.map((post) => [post.id, post]));
  const daysOf = groupBy(
    days.filter((day) => postsById.has(day.postId)),
    (day) => day.postId,
  );
  const random = randomSource(2026_11);

  // Followers: each blog or community gained 70% of today's count over the history, with the traffic.
  const subsiteDays = new Map<string, { subsiteId: number; day: string; views: number }>();
  for (const [postId, rows] of daysOf) {
    const subsiteId = postsById.get(postId)!.subsiteId;
    for (const row of rows) {
      const key = `${subsiteId}|${row.day}`;
      const entry = subsiteDays.get(key) ?? { subsiteId, day: row.day, views: 0 };
      entry.views += row.views;
      subsiteDays.set(key, entry);
    }
  }
  const followsOn = new Map<string, { followers: number; unfollows: number }>();
  for (const [subsiteId, rows] of groupBy(subsiteDays.values(), (row) => row.subsiteId)) {
    const gained = spread(Math.round((followerCounts.get(subsiteId) ?? 0) * 0.7), rows.map((row) => row.views));
    rows.forEach((row, i) => {
      const unfollows = random.chance(0.12) ? 1 : 0;
      followsOn.set(`${subsiteId}|${row.day}`, { followers: gained[i]! + unfollows, unfollows });
    });
  }

  const dayRows: Array<typeof postViewDays.$inferInsert> = [];
  const hourRows: Array<typeof postStatHours.$inferInsert> = [];
  const sourceRows: Array<typeof postStatSources.$inferInsert> = [];
  for (const [postId, rows] of daysOf) {
    const post = postsById.get(postId)!;
    const weights = rows.map((row) => row.views);
    const share = (total: number) => spread(Math.max(0, total), weights);
    const likes = share(post.likes);
    const reactions = share(post.reactions);
    const comments = share(post.comments);
    const bookmarks = share(post.bookmarks);
    const reposts = share(post.reposts);
    rows.forEach((row, i) => {
      const depths = DEPTH_SHARES.map((part) => Math.round(row.views * part * (0.85 + random.next() * 0.3)));
      const subsiteFollows = followsOn.get(`${post.subsiteId}|${row.day}`)?.followers ?? 0;
      const brought = Math.min(subsiteFollows, Math.floor(subsiteFollows * 0.5 * random.next() + (row.views > 300 ? 1 : 0)));
      dayRows.push({
        ...row,
        depth25: depths[0]!,
        depth50: depths[1]!,
        depth75: depths[2]!,
        depth100: depths[3]!,
        likes: likes[i]!,
        reactions: reactions[i]!,
        comments: comments[i]!,
        bookmarks: bookmarks[i]!,
        reposts: reposts[i]!,
        followers: brought,
      });
      const kinds = VIEW_SOURCES.filter((kind) => SOURCE_SHARES[kind]);
      const views = spread(row.views, kinds.map((kind) => SOURCE_SHARES[kind]! * (0.6 + random.next() * 0.8)));
      kinds.forEach((kind, k) => {
        if (views[k]! > 0) sourceRows.push({ postId, day: row.day, kind, domain: kind === 'external' ? random.pick(DOMAINS) : '', views: views[k]! });
      });
    });
    // The launch: the first two days' views by hour, falling off with a daily rhythm (quiet nights, busy evenings).
    const start = Math.floor(post.publishedAt!.getTime() / HOUR_MS) * HOUR_MS;
    const hours = Array.from({ length: LAUNCH_HOURS }, (_, i) => start + i * HOUR_MS).filter((hour) => hour <= Date.now());
    const rhythm = hours.map((hour, i) => Math.exp(-i / 12) * (1.2 + Math.sin(((new Date(hour).getUTCHours() + 3 - 9) / 24) * 2 * Math.PI)));
    const firstDays = rows.slice(0, 2);
    const hourViews = spread(firstDays.reduce((sum, row) => sum + row.views, 0), rhythm);
    const hourLikes = spread(firstDays.reduce((sum, _, i) => sum + likes[i]!, 0), rhythm);
    const hourComments = spread(firstDays.reduce((sum, _, i) => sum + comments[i]!, 0), rhythm);
    hours.forEach((hour, i) => {
      if (hourViews[i]! === 0) return;
      hourRows.push({ postId, hour: new Date(hour).toISOString(), views: hourViews[i]!, uniqueViews: Math.round(hourViews[i]! * 0.9), likes: hourLikes[i]!, comments: hourComments[i]! });
    });
  }

  // The rows are there from the views seed: only the new columns are set.
  await insertAll(dayRows, (batch) =>
    db
      .insert(postViewDays)
      .values(batch)
      .onConflictDoUpdate({
        target: [postViewDays.postId, postViewDays.day],
        set: Object.fromEntries(ADDED_COLUMNS.map((column) => [column, sql.raw(`excluded.${column}`)])),
      }),
  );
  await insertAll(hourRows, (batch) => db.insert(postStatHours).values(batch));
  await insertAll(sourceRows, (batch) => db.insert(postStatSources).values(batch));
  await db.execute(sql`
    insert into ${subsiteStatDays} (subsite_id, day, views, unique_views, depth25, depth50, depth75, depth100, likes, reactions, comments, bookmarks, reposts)
    select p.subsite_id, d.day, sum(d.views), sum(d.unique_views), sum(d.depth25), sum(d.depth50), sum(d.depth75), sum(d.depth100),
      sum(d.likes), sum(d.reactions), sum(d.comments), sum(d.bookmarks), sum(d.reposts)
    from ${postViewDays} d join ${posts} p on p.id = d.post_id
    group by p.subsite_id, d.day`);
  await insertAll([...followsOn.entries()], (batch) =>
    db
      .insert(subsiteStatDays)
      .values(batch.map(([key, follows]) => ({ subsiteId: Number(key.split('|')[0]), day: key.split('|')[1]!, ...follows })))
      .onConflictDoUpdate({ target: [subsiteStatDays.subsiteId, subsiteStatDays.day], set: { followers: sql`excluded.followers`, unfollows: sql`excluded.unfollows` } }),
  );
  await db.execute(sql`
    insert into ${subsiteStatSources} (subsite_id, day, kind, domain, views)
    select p.subsite_id, s.day, s.kind, s.domain, sum(s.views)
    from ${postStatSources} s join ${posts} p on p.id = s.post_id
    group by p.subsite_id, s.day, s.kind, s.domain`);
}
