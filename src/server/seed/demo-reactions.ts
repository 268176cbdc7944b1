// Counters and ratings are derived from these rows in SQL, exactly as the commands would have kept
// them (docs/adr/0038-reactions-and-ratings.md), never invented.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { itemReactions, posts, reactionSet, subsites, users } from '../db/schema/index.ts';
import { installDefaultReactions } from '../features/reactions/default-set.ts';
import { recomputeRatingPlaces } from '../features/ratings/ratings.places.ts';
import type { Storage } from '../platform/storage/index.ts';
import { randomSource } from './demo-posts.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Rows per INSERT: well under any bind-parameter limit. */
const BATCH = 200;
/** Hearts, fire and laughter are given far more often than the rest of the set. */
const PICTURE_WEIGHTS = [9, 7, 8, 4, 5, 3, 3, 2, 1, 1, 2, 1];

type ReactionRow = typeof itemReactions.$inferInsert;

export async function seedDemoReactions(db: Db, storage: Storage): Promise<number> {
  await installDefaultReactions(db, storage);
  const random = randomSource(20_261_124);
  const pictures = (await db.select({ id: reactionSet.id }).from(reactionSet).orderBy(reactionSet.position)).map((row) => row.id);
  const weights = pictures.map((_, index) => PICTURE_WEIGHTS[index] ?? 1);
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const pickPicture = () => {
    let left = random.next() * totalWeight;
    for (const [index, weight] of weights.entries()) if ((left -= weight) < 0) return pictures[index]!;
    return pictures.at(-1)!;
  };

  // Ordered, so the same seed always gives the same reactions.
  const people = (await db.select({ id: users.id }).from(users).orderBy(users.id)).map((row) => row.id);
  const published = await db
    .select({ id: posts.id, userId: posts.userId, publishedAt: posts.publishedAt, isOfficial: posts.isOfficial })
    .from(posts)
    .where(and(eq(posts.isPublish, true), isNull(posts.deletedAt)))
    .orderBy(posts.id);

  const now = Date.now();
  const rows: ReactionRow[] = [];
  for (const post of published) {
    // Most posts get a little attention and a few get a lot, as on a real site.
    const appeal = Math.min(1, random.next() ** 2 + (post.isOfficial ? 0.3 : 0));
    const since = post.publishedAt!.getTime();
    for (const userId of people) {
      if (userId === post.userId || !random.chance(0.2 + appeal * 0.75)) continue;
      const at = () => new Date(Math.min(now, since + random.int(72) * HOUR_MS + random.int(HOUR_MS)));
      // Dislikes are rare and go mostly to the posts few people liked.
      const value = random.chance(0.03 + (1 - appeal) * 0.09) ? -1 : random.chance(0.85) ? 1 : null;
      const reactionId = random.chance(0.25 + appeal * 0.5) ? pickPicture() : null;
      if (value === null && reactionId === null) continue;
      rows.push({ userId, targetType: 'post', targetId: post.id, value, likedAt: value === null ? null : at(), reactionId, reactedAt: reactionId === null ? null : at() });
    }
  }
  for (let start = 0; start < rows.length; start += BATCH) await db.insert(itemReactions).values(rows.slice(start, start + BATCH));

  await recountReactionCounters(db);
  await recomputeRatingPlaces(db);
  return rows.length;
}

async function recountReactionCounters(db: Db): Promise<void> {
  await db.execute(sql`
    update ${posts} p set
      reaction_sum = coalesce(c.likes, 0), disreaction_sum = coalesce(c.dislikes, 0),
      reaction_counts = coalesce(c.counts, '{}'::jsonb), reaction_count = coalesce(c.reacted, 0)
    from (
      select target_id,
        count(*) filter (where value = 1) as likes,
        count(*) filter (where value = -1) as dislikes,
        count(reaction_id) as reacted,
        (select jsonb_object_agg(reaction_id::text, n) from (
           select reaction_id, count(*) as n from ${itemReactions} r
           where r.target_type = 'post' and r.target_id = i.target_id and r.reaction_id is not null group by reaction_id) k) as counts
      from ${itemReactions} i where target_type = 'post' group by target_id
    ) c
    where c.target_id = p.id`);
  // Posts nobody reacted to count nothing (the feeds seed's stand-in counters end here).
  await db.execute(sql`
    update ${posts} p set reaction_sum = 0, disreaction_sum = 0, reaction_counts = '{}'::jsonb, reaction_count = 0
    where not exists (select 1 from ${itemReactions} i where i.target_type = 'post' and i.target_id = p.id)`);
  // A like moves its author's blog and the community the post is in; the author's own likes move nothing.
  await db.execute(sql`
    update ${subsites} s set rating = r.total
    from (
      select subsite_id, sum(value) as total from (
        select p.user_id as subsite_id, i.value from ${itemReactions} i join ${posts} p on p.id = i.target_id
        where i.target_type = 'post' and i.value is not null and i.user_id <> p.user_id
        union all
        select p.subsite_id, i.value from ${itemReactions} i join ${posts} p on p.id = i.target_id
        where i.target_type = 'post' and i.value is not null and i.user_id <> p.user_id and p.subsite_id <> p.user_id
      ) given group by subsite_id
    ) r
    where r.subsite_id = s.id`);
}
