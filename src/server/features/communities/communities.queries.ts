import { and, asc, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import { containing } from '../../lib/like.ts';
import type { Db } from '../../db/client.ts';
import { communityBans, communityMembers, subsites, users, type ManagerRole } from '../../db/schema/index.ts';

/** At most this many topics per member are listed on /my-topics; creation refuses past it. */
export const MY_TOPICS_MAX = 50;
/** Each list of the Participants tab brings at most this many; 'Show all' opens them in place. */
export const PARTICIPANTS_MAX = 200;
export const SEARCH_RESULTS = 10;


export async function managerRoleOf(db: Db, subsiteId: number, userId: number): Promise<ManagerRole | null> {
  const [row] = await db
    .select({ role: communityMembers.role })
    .from(communityMembers)
    .where(and(eq(communityMembers.subsiteId, subsiteId), eq(communityMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

export function myTopics(db: Db, userId: number) {
  return db
    .select({ id: subsites.id, name: subsites.name, slug: subsites.slug, avatar: subsites.avatar, followersCount: subsites.followersCount })
    .from(subsites)
    .where(and(eq(subsites.creatorId, userId), eq(subsites.type, 'community'), isNull(subsites.deletedAt)))
    .orderBy(desc(subsites.createdAt), desc(subsites.id))
    .limit(MY_TOPICS_MAX);
}

export async function communityBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: subsites.id,
      type: subsites.type,
      name: subsites.name,
      slug: subsites.slug,
      description: subsites.description,
      rules: subsites.rules,
      avatar: subsites.avatar,
      creatorId: subsites.creatorId,
      whoCanPost: subsites.whoCanPost,
      postsCount: subsites.postsCount,
      deletedAt: subsites.deletedAt,
    })
    .from(subsites)
    .where(and(eq(subsites.slug, slug), eq(subsites.type, 'community'), isNull(subsites.deletedAt)))
    .limit(1);
  return row;
}

export async function participants(db: Db, subsiteId: number) {
  const [roles, bans] = await Promise.all([
    db
      .select({ userId: communityMembers.userId, role: communityMembers.role })
      .from(communityMembers)
      .where(eq(communityMembers.subsiteId, subsiteId))
      .orderBy(asc(communityMembers.createdAt), asc(communityMembers.userId))
      .limit(PARTICIPANTS_MAX * 3),
    db
      .select({ userId: communityBans.userId, reason: communityBans.reason, until: communityBans.until, createdAt: communityBans.createdAt })
      .from(communityBans)
      .where(and(eq(communityBans.subsiteId, subsiteId), or(isNull(communityBans.until), gt(communityBans.until, new Date()))))
      .orderBy(desc(communityBans.createdAt), desc(communityBans.userId))
      .limit(PARTICIPANTS_MAX),
  ]);
  return { roles, bans };
}

export async function searchMembers(db: Db, query: string) {
  const rows = await db
    .select({ id: subsites.id })
    .from(subsites)
    .innerJoin(users, eq(users.id, subsites.id))
    .where(and(eq(subsites.type, 'user'), isNull(subsites.deletedAt), ilike(subsites.name, containing(query))))
    .orderBy(desc(subsites.rating), asc(subsites.id))
    .limit(SEARCH_RESULTS);
  return rows.map((row) => row.id);
}

export async function memberFacts(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .innerJoin(subsites, eq(subsites.id, users.id))
    .where(and(eq(users.id, userId), isNull(subsites.deletedAt)))
    .limit(1);
  return row;
}

/** With a viewer, their managing role there and their ban while it lasts (a ban past its end is no ban). */
export async function findCommunityFacts(db: Db, id: number, viewerId: number | null) {
  const viewer = viewerId ?? 0;
  const [row] = await db
    .select({
      id: subsites.id,
      type: subsites.type,
      slug: subsites.slug,
      name: subsites.name,
      creatorId: subsites.creatorId,
      whoCanPost: subsites.whoCanPost,
      deletedAt: subsites.deletedAt,
      viewerRole: sql<ManagerRole | null>`(select ${communityMembers.role} from ${communityMembers} where ${communityMembers.subsiteId} = ${subsites.id} and ${communityMembers.userId} = ${viewer})`,
      viewerBan: sql<{ reason: string; until: string | null } | null>`(select json_build_object('reason', ${communityBans.reason}, 'until', ${communityBans.until}) from ${communityBans} where ${communityBans.subsiteId} = ${subsites.id} and ${communityBans.userId} = ${viewer} and (${communityBans.until} is null or ${communityBans.until} > now()))`,
    })
    .from(subsites)
    .where(eq(subsites.id, id))
    .limit(1);
  if (!row) return undefined;
  const ban = row.viewerBan && { reason: row.viewerBan.reason, until: row.viewerBan.until === null ? null : new Date(row.viewerBan.until) };
  return { ...row, viewerBan: ban };
}
