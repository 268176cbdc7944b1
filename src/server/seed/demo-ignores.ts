/**
 * Demo ignores, favorites, personal icons and presence: Анна (the first demo account) has
 * blocked one author she does not follow and hid two posts, keeps two followed topics as
 * favorites; several people wear a personal icon; the others were seen at believable
 * moments, two are online for the first hour of a fresh demo, one hides their status.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { follows, hiddenPosts, ignoredSubsites, posts, subsites, users } from '../db/schema/index.ts';
import type { PersonalIconId } from '../../shared/dto/personal-icon.ts';

/** In the order of DEMO_PEOPLE: who wears which icon (null: none). */
const ICONS: Array<PersonalIconId | null> = ['sparkles', 'laptop', 'globe-showing-europe-africa', 'video-game', 'brain', null, 'hot-beverage', null, 'high-voltage', 'rocket', 'camera'];

const MINUTE_MS = 60_000;
/** Minutes since each person was last seen, in the order of DEMO_PEOPLE (0: online now). */
const SEEN_MINUTES_AGO = [0, 0, 4, 23, 95, 380, 1_500, 4_400, 12, 60 * 24 * 9, 2];

export async function seedDemoIgnores(db: Db, people: readonly number[], communities: readonly number[]): Promise<void> {
  const [reader] = people;
  if (reader === undefined) return;

  // Blocks an author Анна does not follow, so no follow (and its counters) needs ending.
  const followed = new Set((await db.select({ id: follows.subsiteId }).from(follows).where(eq(follows.userId, reader))).map((row) => row.id));
  const blocked = people.find((id) => id !== reader && !followed.has(id) && id !== people[1]);
  if (blocked !== undefined) await db.insert(ignoredSubsites).values({ userId: reader, subsiteId: blocked });

  const others = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.isPublish, true), isNull(posts.deletedAt), ne(posts.userId, reader), blocked === undefined ? sql`true` : ne(posts.userId, blocked)))
    .orderBy(asc(posts.id))
    .limit(2);
  if (others.length > 0) await db.insert(hiddenPosts).values(others.map((post) => ({ userId: reader, postId: post.id })));

  const topics = await db
    .select({ id: follows.subsiteId })
    .from(follows)
    .where(and(eq(follows.userId, reader), inArray(follows.subsiteId, [...communities])))
    .orderBy(asc(follows.subsiteId))
    .limit(2);
  if (topics.length > 0) {
    await db
      .update(follows)
      .set({ favorite: true })
      .where(and(eq(follows.userId, reader), inArray(follows.subsiteId, topics.map((topic) => topic.id))));
  }

  const now = Date.now();
  for (const [index, id] of people.entries()) {
    const icon = ICONS[index % ICONS.length] ?? null;
    if (icon) await db.update(subsites).set({ personalIconId: icon }).where(eq(subsites.id, id));
    const minutes = SEEN_MINUTES_AGO[index % SEEN_MINUTES_AGO.length]!;
    await db
      .update(users)
      .set({
        lastSeenAt: new Date(now - minutes * MINUTE_MS),
        onlineUntil: minutes === 0 ? new Date(now + 60 * MINUTE_MS) : null,
        // One person keeps their status to themselves.
        showOnline: index !== 5,
      })
      .where(eq(users.id, id));
  }
}
