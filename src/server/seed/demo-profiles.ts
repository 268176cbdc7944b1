/**
 * Demo profiles: every person gets a cover at a position of its own, each community a team
 * of moderators and editors besides its creator (the first community more than three
 * editors, so 'Show all' has something to show), and each blog pins its best post.
 */
import { pinnedPostId } from '../features/profiles/profiles.queries.ts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { communityMembers, posts, subsites, type ManagerRole } from '../db/schema/index.ts';
import type { Storage } from '../platform/storage/index.ts';
import { randomSource } from './demo-posts.ts';
import { demoCover } from './images.ts';

export async function seedDemoProfiles(db: Db, storage: Storage, people: number[], communities: number[]): Promise<void> {
  const random = randomSource(7_2026);
  for (const id of people) {
    const [row] = await db.select({ slug: subsites.slug }).from(subsites).where(eq(subsites.id, id));
    const coverY = 20 + random.int(61);
    await db.update(subsites).set({ cover: { ...(await demoCover(storage, row!.slug)), coverY } }).where(eq(subsites.id, id));
  }

  const members: Array<{ subsiteId: number; userId: number; role: ManagerRole }> = [];
  for (const [index, subsiteId] of communities.entries()) {
    const [row] = await db.select({ creatorId: subsites.creatorId }).from(subsites).where(eq(subsites.id, subsiteId));
    const team = random.some(
      people.filter((id) => id !== row!.creatorId),
      index === 0 ? 6 : 3,
    );
    team.forEach((userId, place) => members.push({ subsiteId, userId, role: place === 0 ? 'moder' : 'editor' }));
  }
  if (members.length > 0) await db.insert(communityMembers).values(members).onConflictDoNothing();

  // The best post of each blog, by rating, is pinned on it, unless the blog pinned one already.
  for (const id of people) {
    if ((await pinnedPostId(db, id)) !== null) continue;
    const [best] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.userId, id), eq(posts.subsiteId, id), eq(posts.isPublish, true), isNull(posts.deletedAt)))
      .orderBy(desc(posts.rating), desc(posts.id))
      .limit(1);
    if (best) await db.update(posts).set({ pinnedAt: sql`now()` }).where(eq(posts.id, best.id));
  }
}
