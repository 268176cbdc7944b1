// The item's row is locked first, so fifty readers liking at once leave an exact count. A member's like and rich
// reaction share one row (schema/reactions.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { LikeResult, LikeValue, ReactionResult, ReactionTargetType } from '../../../shared/dto/reaction.ts';
import type { ItemFacts } from '../../../shared/events.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { itemReactions, subsites } from '../../db/schema/index.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { canWrite } from '../../kernel/viewer.ts';
import { moveLikes, moveReactionCounts } from './reactions.counters.ts';
import { REACTION_TARGET_REGISTRY, type ReactionTarget, type TargetFacts } from './reactions.targets.ts';
import { loadReactionSet, presentReactionCounts } from './reaction-set.ts';
import { isBannedInAny } from '../communities/index.ts';

interface Given {
  value: LikeValue | null;
  reactionId: number | null;
}

type Change<T> = (tx: Db, target: ReactionTarget, facts: TargetFacts, given: Given) => Promise<T>;

function withItem<T>(db: Db, viewer: AuthUser, type: ReactionTargetType, id: number, change: Change<T>): Promise<T> {
  if (!canWrite(viewer)) throw new Forbidden('errors.banned');
  const target = REACTION_TARGET_REGISTRY[type];
  return inTransaction(db, async (tx) => {
    const facts = await target.find(tx, viewer, id, true);
    if (!facts) throw new NotFound();
    if (await isBannedInAny(tx, viewer.id, facts.communities)) throw new Forbidden('communities.errors.bannedHere');
    const [row] = await tx
      .select({ value: itemReactions.value, reactionId: itemReactions.reactionId })
      .from(itemReactions)
      .where(and(eq(itemReactions.userId, viewer.id), eq(itemReactions.targetType, type), eq(itemReactions.targetId, id)))
      .for('update');
    return change(tx, target, facts, { value: (row?.value as LikeValue | null) ?? null, reactionId: row?.reactionId ?? null });
  });
}

/** Writes the member's row as `after` (the row goes when nothing is left in it). */
async function saveGiven(tx: Db, userId: number, type: ReactionTargetType, id: number, before: Given, after: Given): Promise<void> {
  const key = and(eq(itemReactions.userId, userId), eq(itemReactions.targetType, type), eq(itemReactions.targetId, id));
  if (after.value === null && after.reactionId === null) {
    await tx.delete(itemReactions).where(key);
    return;
  }
  const now = new Date();
  const times = {
    ...(after.value !== before.value ? { likedAt: after.value === null ? null : now } : {}),
    ...(after.reactionId !== before.reactionId ? { reactedAt: after.reactionId === null ? null : now } : {}),
  };
  await tx
    .insert(itemReactions)
    .values({ userId, targetType: type, targetId: id, value: after.value, reactionId: after.reactionId, ...times })
    .onConflictDoUpdate({
      target: [itemReactions.userId, itemReactions.targetType, itemReactions.targetId],
      set: { value: after.value, reactionId: after.reactionId, ...times },
    });
}

/** Ratings follow likes (docs/adr/0038-reactions-and-ratings.md); a member's likes of their own items count for nothing. */
async function moveRatings(tx: Db, viewer: AuthUser, facts: TargetFacts, delta: number): Promise<void> {
  if (delta === 0 || facts.authorId === viewer.id) return;
  await tx
    .update(subsites)
    .set({ rating: sql`${subsites.rating} + ${delta}` })
    .where(sql`${subsites.id} = any(${sql.param(facts.ratedSubsites)}::int[])`);
}

const itemFacts = (target: ReactionTargetType, targetId: number, { postId, authorId }: TargetFacts): ItemFacts => ({ target, targetId, postId, authorId });

const isLike = (value: LikeValue | null) => (value === 1 ? 1 : 0);
const isDislike = (value: LikeValue | null) => (value === -1 ? 1 : 0);

/** `POST /like`: the same value again clears it, the other value switches to it. */
export function like(db: Db, viewer: AuthUser, type: ReactionTargetType, id: number, value: LikeValue): Promise<LikeResult> {
  return withItem(db, viewer, type, id, async (tx, target, facts, before) => {
    const after: Given = { ...before, value: before.value === value ? null : value };
    await saveGiven(tx, viewer.id, type, id, before, after);
    const counters = await moveLikes(tx, target, id, {
      likes: isLike(after.value) - isLike(before.value),
      dislikes: isDislike(after.value) - isDislike(before.value),
    });
    await moveRatings(tx, viewer, facts, (after.value ?? 0) - (before.value ?? 0));
    await recordEvents(tx, { type: 'like.changed', ...itemFacts(type, id, facts), userId: viewer.id, value: after.value });
    return {
      reaction_sum: counters.likes,
      disreaction_sum: counters.dislikes,
      likesCount: counters.likes,
      dislikesCount: counters.dislikes,
      reaction_value: after.value,
    };
  });
}

/** A disabled picture can no longer be given, but a member may still take back the one they gave. */
export async function react(db: Db, viewer: AuthUser, type: ReactionTargetType, id: number, reactionId: number, mediaBase: string): Promise<ReactionResult> {
  const set = await loadReactionSet(db);
  const picture = set.get(reactionId);
  if (!picture) throw Invalid.field('reaction_id', 'validation.invalid');
  return withItem(db, viewer, type, id, async (tx, target, facts, before) => {
    if (!picture.enabled && before.reactionId !== reactionId) throw Invalid.field('reaction_id', 'validation.invalid');
    const after: Given = { ...before, reactionId: before.reactionId === reactionId ? null : reactionId };
    await saveGiven(tx, viewer.id, type, id, before, after);
    const counters = await moveReactionCounts(tx, target, id, before.reactionId, after.reactionId);
    await recordEvents(tx, { type: 'reaction.changed', ...itemFacts(type, id, facts), userId: viewer.id, reactionId: after.reactionId });
    return {
      reaction: after.reactionId === null ? null : { reaction_id: after.reactionId },
      reactions: presentReactionCounts(counters.reactionCounts, set, mediaBase),
      reaction_count: counters.reactionCount,
    };
  });
}
