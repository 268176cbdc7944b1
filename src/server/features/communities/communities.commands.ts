// Each write records what happened, so the moderation log (a subscriber) sees every act.
import { and, eq, sql } from 'drizzle-orm';
import type { CommunityRole } from '../../../shared/dto/subsite.ts';
import { COMMUNITY_LIMITS, type ManagerType } from '../../../shared/dto/community.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { communityBans, communityMembers, subsites, users } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { uniqueSlug } from '../accounts/index.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { findCommunityFacts } from './communities.queries.ts';
import {
  canBanInCommunity,
  canCreateCommunity,
  canDeleteCommunity,
  canEditCommunity,
  canManageRole,
  canSiteBan,
  canUnbanInCommunity,
} from './communities.policy.ts';
import { managerRoleOf, memberFacts, MY_TOPICS_MAX } from './communities.queries.ts';

const DAY_MS = 86_400_000;

export interface CommunityInput {
  name: string;
  description?: string;
  rules?: string;
  whoCanCreatePost?: CommunityRole[];
}

export interface BanInput {
  user_id: number;
  reason: string;
  banDays?: number;
  banForever?: boolean;
}

function cleanInput(input: CommunityInput) {
  const name = input.name.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!name) throw Invalid.field('name', 'validation.required');
  if ([...name].length > COMMUNITY_LIMITS.name) throw Invalid.field('name', 'validation.tooLong', { max: COMMUNITY_LIMITS.name });
  const whoCanPost: CommunityRole[] = [...new Set<CommunityRole>(input.whoCanCreatePost ?? ['user'])];
  if (whoCanPost.length === 0) throw Invalid.field('whoCanCreatePost', 'communities.errors.whoCanPost');
  return { name, description: (input.description ?? '').trim(), rules: (input.rules ?? '').trim(), whoCanPost };
}

/** The community as the acting member sees it (their role, their ban); missing when it is not a live community. */
async function actingOn(tx: Db, viewer: AuthUser, id: number) {
  const community = await findCommunityFacts(tx, id, viewer.id);
  if (!community || community.type !== 'community' || community.deletedAt !== null) throw new NotFound();
  return community;
}

export async function createCommunity(db: Db, viewer: AuthUser, input: CommunityInput, ratingThreshold: number): Promise<{ id: number; slug: string }> {
  if (!canCreateCommunity(viewer, ratingThreshold)) throw new Forbidden('communities.errors.notEnoughRating');
  const clean = cleanInput(input);
  return inTransaction(db, async (tx) => {
    // Serialises one member's creations, so two quick submits cannot pass the cap together.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${viewer.id} for update`);
    const [owned] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(subsites)
      .where(and(eq(subsites.creatorId, viewer.id), eq(subsites.type, 'community'), sql`${subsites.deletedAt} is null`));
    if ((owned?.count ?? 0) >= MY_TOPICS_MAX) throw new Forbidden();
    const slug = await uniqueSlug(tx, clean.name, 'topic');
    const [row] = await tx
      .insert(subsites)
      .values({ type: 'community', name: clean.name, slug, description: clean.description, rules: clean.rules, whoCanPost: clean.whoCanPost, creatorId: viewer.id })
      .returning({ id: subsites.id, slug: subsites.slug });
    return row!;
  });
}

export async function updateCommunity(db: Db, viewer: AuthUser, id: number, input: CommunityInput): Promise<void> {
  const clean = cleanInput(input);
  await inTransaction(db, async (tx) => {
    if (!canEditCommunity(viewer, await actingOn(tx, viewer, id))) throw new Forbidden();
    await tx.update(subsites).set({ name: clean.name, description: clean.description, rules: clean.rules, whoCanPost: clean.whoCanPost }).where(eq(subsites.id, id));
    await recordEvents(tx, { type: 'community.updated', subsiteId: id, actorId: viewer.id, deleted: false });
  });
}

/** Soft: the address stays taken, so old links never reach a stranger's new topic. A topic with posts is refused. */
export async function deleteCommunity(db: Db, viewer: AuthUser, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const community = await actingOn(tx, viewer, id);
    if (!canDeleteCommunity(viewer, community)) throw new NotFound();
    const [row] = await tx.select({ postsCount: subsites.postsCount }).from(subsites).where(eq(subsites.id, id)).for('update');
    if ((row?.postsCount ?? 0) > 0) throw new Conflict('communities.errors.hasPosts');
    await tx.update(subsites).set({ deletedAt: new Date() }).where(eq(subsites.id, id));
    await recordEvents(tx, { type: 'community.updated', subsiteId: id, actorId: viewer.id, deleted: true });
  });
}

/** Replaces the role the member had, and lifts a ban they had there. */
export async function giveRole(db: Db, viewer: AuthUser, id: number, userId: number, role: ManagerType): Promise<void> {
  await inTransaction(db, async (tx) => {
    const community = await actingOn(tx, viewer, id);
    if (!(await memberFacts(tx, userId))) throw Invalid.field('user_id', 'validation.invalid');
    const current = await managerRoleOf(tx, id, userId);
    if (!canManageRole(viewer, community, role, { userId, role: current })) throw new Forbidden('communities.errors.cannotManage');
    if (current === role) return;
    await tx
      .insert(communityMembers)
      .values({ subsiteId: id, userId, role })
      .onConflictDoUpdate({ target: [communityMembers.subsiteId, communityMembers.userId], set: { role, createdAt: new Date() } });
    await tx.delete(communityBans).where(and(eq(communityBans.subsiteId, id), eq(communityBans.userId, userId)));
    await recordEvents(tx, { type: 'community.role-changed', subsiteId: id, userId, role, actorId: viewer.id });
  });
}

/** Asking to take a role they do not hold changes nothing. */
export async function takeRole(db: Db, viewer: AuthUser, id: number, userId: number, role: ManagerType): Promise<void> {
  await inTransaction(db, async (tx) => {
    const community = await actingOn(tx, viewer, id);
    const current = await managerRoleOf(tx, id, userId);
    if (!canManageRole(viewer, community, role, { userId, role: current })) throw new Forbidden('communities.errors.cannotManage');
    if (current !== role) return;
    await tx.delete(communityMembers).where(and(eq(communityMembers.subsiteId, id), eq(communityMembers.userId, userId)));
    await recordEvents(tx, { type: 'community.role-changed', subsiteId: id, userId, role: null, actorId: viewer.id });
  });
}

/** Null for forever, otherwise whole days from now. */
export function banEnd(input: Pick<BanInput, 'banDays' | 'banForever'>, now: Date): Date | null {
  if (input.banForever) return null;
  if (!input.banDays) throw Invalid.field('banDays', 'validation.required');
  return new Date(now.getTime() + input.banDays * DAY_MS);
}

export function banReason(reason: string): string {
  const clean = reason.trim();
  if (!clean) throw Invalid.field('reason', 'validation.required');
  return clean;
}

export async function banInCommunity(db: Db, viewer: AuthUser, id: number, input: BanInput): Promise<{ until: Date | null }> {
  const reason = banReason(input.reason);
  const until = banEnd(input, new Date());
  return inTransaction(db, async (tx) => {
    const community = await actingOn(tx, viewer, id);
    if (!(await memberFacts(tx, input.user_id))) throw Invalid.field('user_id', 'validation.invalid');
    const role = await managerRoleOf(tx, id, input.user_id);
    if (!canBanInCommunity(viewer, community, { userId: input.user_id, role })) throw new Forbidden('communities.errors.cannotBan');
    await writeBan(tx, { subsiteId: id, userId: input.user_id, moderatorId: viewer.id, reason, until });
    return { until };
  });
}

export async function writeBan(tx: Db, ban: { subsiteId: number; userId: number; moderatorId: number; reason: string; until: Date | null }): Promise<void> {
  const values = { moderatorId: ban.moderatorId, reason: ban.reason, until: ban.until, createdAt: new Date() };
  await tx
    .insert(communityBans)
    .values({ subsiteId: ban.subsiteId, userId: ban.userId, ...values })
    .onConflictDoUpdate({ target: [communityBans.subsiteId, communityBans.userId], set: values });
  await recordEvents(tx, { type: 'community.user-banned', subsiteId: ban.subsiteId, userId: ban.userId, moderatorId: ban.moderatorId, reason: ban.reason, until: ban.until?.toISOString() ?? null });
}

/** A ban that had already ended is simply removed. */
export async function unbanInCommunity(db: Db, viewer: AuthUser, id: number, userId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (!canUnbanInCommunity(viewer, await actingOn(tx, viewer, id))) throw new Forbidden();
    const removed = await tx
      .delete(communityBans)
      .where(and(eq(communityBans.subsiteId, id), eq(communityBans.userId, userId)))
      .returning({ userId: communityBans.userId });
    if (removed.length > 0) await recordEvents(tx, { type: 'community.user-unbanned', subsiteId: id, userId, moderatorId: viewer.id });
  });
}

/** The member's next request meets the banned screen. */
export async function banOnSite(db: Db, viewer: AuthUser, input: BanInput): Promise<{ until: Date | null }> {
  const reason = banReason(input.reason);
  const until = banEnd(input, new Date());
  return inTransaction(db, async (tx) => {
    const target = await memberFacts(tx, input.user_id);
    if (!target) throw new NotFound();
    if (!canSiteBan(viewer, target)) throw new Forbidden('communities.errors.cannotBan');
    await tx.update(users).set({ bannedAt: new Date(), bannedUntil: until, banReason: reason }).where(eq(users.id, target.id));
    await recordEvents(tx, { type: 'community.user-banned', subsiteId: null, userId: target.id, moderatorId: viewer.id, reason, until: until?.toISOString() ?? null });
    return { until };
  });
}

export async function unbanOnSite(db: Db, viewer: AuthUser, userId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const target = await memberFacts(tx, userId);
    if (!target) throw new NotFound();
    if (!canSiteBan(viewer, target)) throw new Forbidden();
    const lifted = await tx
      .update(users)
      .set({ bannedAt: null, bannedUntil: null, banReason: null })
      .where(and(eq(users.id, userId), sql`${users.bannedAt} is not null`))
      .returning({ id: users.id });
    if (lifted.length > 0) await recordEvents(tx, { type: 'community.user-unbanned', subsiteId: null, userId, moderatorId: viewer.id });
  });
}
