// The rows of a page come in one query whatever the page's length (admin-users.test.ts counts).
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserDto } from '../../../shared/dto/admin-users.ts';
import type { Db } from '../../db/client.ts';
import { accountDeletions, subsites, users } from '../../db/schema/index.ts';
import { cardColumns, presentSubsiteCard } from '../../hydration/subsites.ts';
import { containing } from '../../lib/like.ts';
import type { TimeKey } from '../../pipeline/cursor.ts';
import { keysetTime, olderThan, skeletonOf, type PageRequest, type Skeleton } from '../../pipeline/skeleton.ts';

/** Accounts not deleted by their owner (or the panel). */
export const notDeleted = sql`not exists (select 1 from ${accountDeletions} where ${accountDeletions.userId} = ${users.id})`;

/** Names and nicknames are matched case-insensitively; addresses are stored lowercased. */
function matching(q: string): SQL | undefined {
  const text = q.trim().replace(/^@/, '').toLowerCase();
  if (text === '') return undefined;
  const pattern = containing(text);
  return or(sql`lower(${subsites.name}) like ${pattern}`, sql`lower(${subsites.slug}) like ${pattern}`, sql`${users.email} like ${pattern}`);
}

/** The newest registrations first (users_created_idx). */
export async function userSkeleton(db: Db, q: string, page: PageRequest<TimeKey>): Promise<Skeleton<TimeKey>> {
  const rows = await db
    .select({ id: users.id, time: keysetTime(users.createdAt) })
    .from(users)
    .innerJoin(subsites, eq(subsites.id, users.id))
    .where(and(notDeleted, matching(q), page.after ? olderThan(users.createdAt, users.id, page.after) : undefined))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): TimeKey => [row.time, row.id]);
}

export async function adminUserRows(db: Db, ids: readonly number[]): Promise<AdminUserDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...cardColumns,
      rating: subsites.rating,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      bannedAt: users.bannedAt,
      bannedUntil: users.bannedUntil,
      banReason: users.banReason,
    })
    .from(users)
    .innerJoin(subsites, eq(subsites.id, users.id))
    .where(sql`${users.id} = any(${sql.param([...ids])}::int[])`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const now = Date.now();
  return ids.flatMap((id): AdminUserDto[] => {
    const row = byId.get(id);
    if (!row) return [];
    const card = presentSubsiteCard(row);
    const banned = row.bannedAt !== null && (row.bannedUntil === null || row.bannedUntil.getTime() > now);
    return [
      {
        id: row.id,
        name: card.name,
        slug: card.slug,
        url: card.url,
        avatar: card.avatar,
        email: row.email,
        role: row.role,
        created_at: row.createdAt.toISOString(),
        rating: row.rating,
        verified: row.emailVerifiedAt !== null,
        is_official: card.is_official,
        ban: banned ? { reason: row.banReason, until: row.bannedUntil?.toISOString() ?? null } : null,
      },
    ];
  });
}
