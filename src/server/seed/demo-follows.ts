// Two months of per-day views per post that fade after publication; counters are derived from these
// rows, never invented separately.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { follows, posts, postViewDays, subsites } from '../db/schema/index.ts';
import { loadSiteSettings } from '../features/site/site-settings.ts';
import { daysBefore, siteDay } from '../features/views/views.visitor.ts';
import { randomSource } from './demo-posts.ts';

/** Days of history per post: two months, as far back as the demo's posts go. */
const HISTORY_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/** Each person follows three communities and four other people; counters follow from the rows. */
export async function seedDemoFollows(db: Db, people: number[], communities: number[]) {
  const random = randomSource(4_2026);
  const rows = people.flatMap((userId, index) => {
    const topics = [0, 1, 2].map((step) => communities[(index + step) % communities.length]!);
    const authors = random.some(
      people.filter((id) => id !== userId),
      4,
    );
    return [...new Set([...topics, ...authors])].map((subsiteId) => ({ userId, subsiteId, bell: true }));
  });
  await db.insert(follows).values(rows).onConflictDoNothing();
  await db.execute(sql`
    update ${subsites} set
      followers_count = (select count(*) from ${follows} where ${follows.subsiteId} = ${subsites.id}),
      followings_count = (select count(*) from ${follows} where ${follows.userId} = ${subsites.id})`);
}

interface DayRow {
  postId: number;
  day: string;
  showings: number;
  views: number;
  uniqueShowings: number;
  uniqueViews: number;
}

/** A post's days since publication (at most two months): a peak on the first days, then a long tail. */
function historyOf(postId: number, publishedAt: Date, today: string, now: number): DayRow[] {
  const random = randomSource(postId * 7919);
  const reach = 150 + random.int(2500);
  const openRate = 0.08 + random.next() * 0.2;
  const age = Math.min(HISTORY_DAYS - 1, Math.floor((now - publishedAt.getTime()) / DAY_MS));
  return Array.from({ length: age + 1 }, (_, i) => {
    const day = daysBefore(today, age - i);
    const fading = Math.exp(-i / 3) + 0.04;
    const showings = Math.round(reach * fading * (0.7 + random.next() * 0.6));
    const views = Math.round(showings * openRate);
    return { postId, day, showings, views, uniqueShowings: Math.round(showings * 0.82), uniqueViews: Math.round(views * 0.9) };
  }).filter((row) => row.showings > 0);
}

export async function seedDemoViews(db: Db): Promise<void> {
  const { timeZone } = await loadSiteSettings(db);
  const now = Date.now();
  const today = siteDay(timeZone, new Date(now));
  const published = await db
    .select({ id: posts.id, publishedAt: posts.publishedAt })
    .from(posts)
    .where(and(eq(posts.isPublish, true), isNull(posts.deletedAt), isNotNull(posts.publishedAt)));
  const rows = published.flatMap((post) => historyOf(post.id, post.publishedAt!, today, now));
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(postViewDays).values(rows.slice(i, i + BATCH));
  await db.execute(sql`
    update ${posts} set showings = d.showings, views = d.views, unique_showings_count = d.unique_showings, unique_views_count = d.unique_views
    from (
      select post_id, sum(showings)::int as showings, sum(views)::int as views,
        sum(unique_showings)::int as unique_showings, sum(unique_views)::int as unique_views
      from ${postViewDays} group by post_id
    ) d
    where ${posts.id} = d.post_id`);
}
