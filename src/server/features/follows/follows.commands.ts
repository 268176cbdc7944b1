// The follow row's primary key makes a repeated or concurrent follow a no-op, and a counter moves only when a row was
// really inserted or deleted, so the counts stay exact however requests race.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AnswerOf } from '../../../shared/api/call.ts';
import type { calls } from '../../../shared/api/index.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { follows, postBells, subsites } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { canView, findLivePost } from '../posts/index.ts';

export type FollowAnswer = AnswerOf<typeof calls.follows.follow>;

/** The follower count answers a repeated call that changes nothing; a missing or deleted target is 404. */
async function liveTarget(tx: Db, subsiteId: number): Promise<{ followersCount: number }> {
  const [row] = await tx
    .select({ followersCount: subsites.followersCount })
    .from(subsites)
    .where(and(eq(subsites.id, subsiteId), isNull(subsites.deletedAt)));
  if (!row) throw new NotFound();
  return row;
}

/** Rows are updated in id order, so two members following each other at once take the locks in one order: no deadlock. */
async function moveCounts(tx: Db, followerId: number, subsiteId: number, delta: 1 | -1): Promise<number> {
  let followersCount = 0;
  for (const id of [followerId, subsiteId].sort((a, b) => a - b)) {
    if (id === followerId) {
      await tx
        .update(subsites)
        .set({ followingsCount: sql`greatest(${subsites.followingsCount} + ${delta}, 0)` })
        .where(eq(subsites.id, id));
    } else {
      const [row] = await tx
        .update(subsites)
        .set({ followersCount: sql`greatest(${subsites.followersCount} + ${delta}, 0)` })
        .where(eq(subsites.id, id))
        .returning({ followersCount: subsites.followersCount });
      followersCount = row!.followersCount;
    }
  }
  return followersCount;
}

function refuseSelf(followerId: number, subsiteId: number): void {
  // A member's blog shares the member's id (db/schema/subsites.ts).
  if (followerId === subsiteId) throw Invalid.field('id', 'follows.errors.self');
}

/** `fromPost`: the post whose page the follow was made from, for its statistics; a post not in sight is not credited. */
export async function followSubsite(db: Db, followerId: number, subsiteId: number, fromPost?: number): Promise<FollowAnswer> {
  refuseSelf(followerId, subsiteId);
  return inTransaction(db, async (tx) => {
    const target = await liveTarget(tx, subsiteId);
    const inserted = await tx
      .insert(follows)
      .values({ userId: followerId, subsiteId, bell: true })
      .onConflictDoNothing()
      .returning({ bell: follows.bell });
    if (inserted.length === 0) {
      const [existing] = await tx
        .select({ bell: follows.bell })
        .from(follows)
        .where(and(eq(follows.userId, followerId), eq(follows.subsiteId, subsiteId)));
      return { is_follow: true, is_notify: existing?.bell ?? true, followers_count: target.followersCount };
    }
    const followersCount = await moveCounts(tx, followerId, subsiteId, 1);
    await recordEvents(tx, { type: 'subsite.followed', followerId, subsiteId, ...(fromPost !== undefined && { postId: fromPost }) });
    return { is_follow: true, is_notify: true, followers_count: followersCount };
  });
}

/** Inside the caller's transaction: blocking a subsite ends its follow through here too. */
export async function dropFollow(tx: Db, followerId: number, subsiteId: number): Promise<number | null> {
  const deleted = await tx
    .delete(follows)
    .where(and(eq(follows.userId, followerId), eq(follows.subsiteId, subsiteId)))
    .returning({ subsiteId: follows.subsiteId });
  if (deleted.length === 0) return null;
  const followersCount = await moveCounts(tx, followerId, subsiteId, -1);
  await recordEvents(tx, { type: 'subsite.unfollowed', followerId, subsiteId });
  return followersCount;
}

export async function unfollowSubsite(db: Db, followerId: number, subsiteId: number): Promise<FollowAnswer> {
  refuseSelf(followerId, subsiteId);
  return inTransaction(db, async (tx) => {
    const target = await liveTarget(tx, subsiteId);
    const followersCount = await dropFollow(tx, followerId, subsiteId);
    return { is_follow: false, is_notify: false, followers_count: followersCount ?? target.followersCount };
  });
}

/** New-post notifications of a followed subsite, sent by the notifications feature. */
export async function setBell(db: Db, followerId: number, subsiteId: number, bell: boolean): Promise<FollowAnswer> {
  const target = await liveTarget(db, subsiteId);
  const [row] = await db
    .update(follows)
    .set({ bell })
    .where(and(eq(follows.userId, followerId), eq(follows.subsiteId, subsiteId)))
    .returning({ bell: follows.bell });
  if (!row) throw Invalid.field('id', 'follows.errors.notFollowing');
  return { is_follow: true, is_notify: row.bell, followers_count: target.followersCount };
}

/** Repeating either switch changes nothing; a post the member cannot see is 404. */
export async function setPostBell(db: Db, viewer: AuthUser, postId: number, bell: boolean): Promise<{ is_notify: boolean }> {
  const post = await findLivePost(db, postId);
  if (!post || !canView(viewer, post)) throw new NotFound();
  const mine = and(eq(postBells.postId, postId), eq(postBells.userId, viewer.id));
  if (bell) await db.insert(postBells).values({ postId, userId: viewer.id }).onConflictDoNothing();
  else await db.delete(postBells).where(mine);
  return { is_notify: bell };
}

/** Flips a follow's favorite mark in one statement, so two quick clicks flip twice. */
export async function flipFavorite(db: Db, followerId: number, subsiteId: number): Promise<{ id: number; is_favorite: boolean }> {
  const [row] = await db
    .update(follows)
    .set({ favorite: sql`not ${follows.favorite}` })
    .where(and(eq(follows.userId, followerId), eq(follows.subsiteId, subsiteId)))
    .returning({ favorite: follows.favorite });
  if (!row) throw Invalid.field('id', 'follows.errors.notFollowing');
  return { id: subsiteId, is_favorite: row.favorite };
}
