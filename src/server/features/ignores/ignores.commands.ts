// Blocking a subsite also ends the reader's follow of it in the same transaction; unblocking does not follow again.
// Nothing else happens on a block: the viewer state reads the rows on the reader's next list.
import { and, eq, isNull } from 'drizzle-orm';
import type { AnswerOf } from '../../../shared/api/call.ts';
import type { calls } from '../../../shared/api/index.ts';
import type { HideType } from '../../../shared/dto/ignore.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { hiddenPosts, ignoredSubsites, posts, subsites } from '../../db/schema/index.ts';
import type { SubsiteType } from '../../db/schema/subsites.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { dropFollow } from '../follows/index.ts';
import { canHide } from '../posts/index.ts';

export type IgnoreAnswer = AnswerOf<typeof calls.ignores.ignore>;
export type HideAnswer = AnswerOf<typeof calls.ignores.hide>;

/** The hide modal's types, as subsite types: a company is hidden as a community is. */
const SUBSITE_TYPES_OF: Record<Exclude<HideType, 'post'>, readonly SubsiteType[]> = { user: ['user'], community: ['community', 'company'] };

async function liveSubsiteType(db: Db, id: number): Promise<SubsiteType> {
  const [row] = await db
    .select({ type: subsites.type })
    .from(subsites)
    .where(and(eq(subsites.id, id), isNull(subsites.deletedAt)));
  if (!row) throw new NotFound();
  return row.type;
}

function refuseSelf(userId: number, subsiteId: number): void {
  // A member's blog shares the member's id (db/schema/subsites.ts).
  if (userId === subsiteId) throw Invalid.field('id', 'ignores.errors.self');
}

export async function ignoreSubsite(db: Db, userId: number, subsiteId: number): Promise<IgnoreAnswer> {
  refuseSelf(userId, subsiteId);
  await liveSubsiteType(db, subsiteId);
  return inTransaction(db, async (tx) => {
    await tx.insert(ignoredSubsites).values({ userId, subsiteId }).onConflictDoNothing();
    await dropFollow(tx, userId, subsiteId);
    return { is_ignore: true, is_follow: false, is_notify: false };
  });
}

export async function unignoreSubsite(db: Db, userId: number, subsiteId: number): Promise<IgnoreAnswer> {
  refuseSelf(userId, subsiteId);
  await liveSubsiteType(db, subsiteId);
  await db.delete(ignoredSubsites).where(and(eq(ignoredSubsites.userId, userId), eq(ignoredSubsites.subsiteId, subsiteId)));
  return { is_ignore: false, is_follow: false, is_notify: false };
}

/** A post the reader may hide (someone else's, published, live); otherwise 404, or 403 for their own. */
async function hideablePost(db: Db, user: AuthUser, postId: number): Promise<void> {
  const [post] = await db
    .select({ userId: posts.userId, subsiteId: posts.subsiteId, isPublish: posts.isPublish })
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)));
  if (!post || !post.isPublish) throw new NotFound();
  if (!canHide(user, post)) throw new Forbidden();
}

/** `id` is the post for type post, else the blog or community to block. */
export async function hideByType(db: Db, user: AuthUser, id: number, type: HideType): Promise<HideAnswer> {
  if (type === 'post') {
    await hideablePost(db, user, id);
    await db.insert(hiddenPosts).values({ userId: user.id, postId: id }).onConflictDoNothing();
    return { type, id, is_ignore: true };
  }
  await expectType(db, id, type);
  await ignoreSubsite(db, user.id, id);
  return { type, id, is_ignore: true };
}

export async function unhideByType(db: Db, user: AuthUser, id: number, type: HideType): Promise<HideAnswer> {
  if (type === 'post') {
    await db.delete(hiddenPosts).where(and(eq(hiddenPosts.userId, user.id), eq(hiddenPosts.postId, id)));
    return { type, id, is_ignore: false };
  }
  await expectType(db, id, type);
  await unignoreSubsite(db, user.id, id);
  return { type, id, is_ignore: false };
}

/** `type` names what the modal offered: a user id sent as a community (or back) is a mistake. */
async function expectType(db: Db, id: number, type: Exclude<HideType, 'post'>): Promise<void> {
  if (!SUBSITE_TYPES_OF[type].includes(await liveSubsiteType(db, id))) throw Invalid.field('type', 'ignores.errors.type');
}
