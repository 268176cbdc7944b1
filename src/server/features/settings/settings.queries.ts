import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { containing } from '../../lib/like.ts';
import { BLOCK_SEARCH_MIN, type BlockedSubsiteDto, type ProfileSettingsDto } from '../../../shared/dto/settings.ts';
import { personalIcon } from '../../../shared/dto/personal-icon.ts';
import { subsiteUrl } from '../../../shared/slugs.ts';
import type { Db } from '../../db/client.ts';
import { blockedKeywords, ignoredSubsites, subsites, users } from '../../db/schema/index.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { renameAfter } from './settings.policy.ts';

const SEARCH_LIMIT = 20;
/** The block list shows every entry (spec: 3 first, then «Show all»); a member blocking more than this is not reading lists. */
const BLOCKED_MAX = 1000;

export async function profileSettings(db: Db, userId: number, now: Date): Promise<ProfileSettingsDto> {
  const [row] = await db
    .select({
      name: subsites.name,
      slug: subsites.slug,
      description: subsites.description,
      nameChangedAt: subsites.nameChangedAt,
      slugChangedAt: subsites.slugChangedAt,
      personalIconId: subsites.personalIconId,
      personalIconEnabled: subsites.personalIconEnabled,
      showOnline: users.showOnline,
      showPosts: users.showPosts,
      gender: users.gender,
    })
    .from(subsites)
    .innerJoin(users, eq(users.id, subsites.id))
    .where(eq(subsites.id, userId));
  if (!row) throw new NotFound();
  const after = renameAfter(row.nameChangedAt, now);
  const slugAfter = renameAfter(row.slugChangedAt, now);
  return {
    name: row.name,
    slug: row.slug,
    url: subsiteUrl(row.slug),
    description: row.description,
    can_rename: after === null,
    rename_after: after?.toISOString() ?? null,
    can_rename_slug: slugAfter === null,
    slug_rename_after: slugAfter?.toISOString() ?? null,
    personal_icon: row.personalIconId === null ? null : personalIcon(row.personalIconId),
    personal_icon_enabled: row.personalIconEnabled,
    show_online: row.showOnline,
    show_posts: row.showPosts,
    gender: row.gender,
  };
}

/** The member's blocked words, newest first (the list shows additions at its front). */
export async function keywordsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ keyword: blockedKeywords.keyword })
    .from(blockedKeywords)
    .where(eq(blockedKeywords.userId, userId))
    .orderBy(desc(blockedKeywords.createdAt), asc(blockedKeywords.keyword));
  return rows.map((row) => row.keyword);
}

/** For filtering on members' behalf outside a page (the notifications' subscribers). */
export async function blockedKeywordsOf(db: Db, userIds: readonly number[]): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (userIds.length === 0) return found;
  const rows = await db
    .select({ userId: blockedKeywords.userId, keyword: blockedKeywords.keyword })
    .from(blockedKeywords)
    .where(sql`${blockedKeywords.userId} = any(${sql.param([...new Set(userIds)])}::int[])`);
  for (const { userId, keyword } of rows) found.set(userId, [...(found.get(userId) ?? []), keyword]);
  return found;
}

const blockedColumns = { id: subsites.id, avatar: subsites.avatar, slug: subsites.slug, title: subsites.name };

function presentBlocked(row: { id: number; avatar: BlockedSubsiteDto['avatar']; slug: string; title: string }, isIgnore: boolean): BlockedSubsiteDto {
  return { id: row.id, avatar: row.avatar, url: subsiteUrl(row.slug), title: row.title, is_ignore: isIgnore };
}

export async function blockedSubsites(db: Db, userId: number): Promise<BlockedSubsiteDto[]> {
  const rows = await db
    .select(blockedColumns)
    .from(ignoredSubsites)
    .innerJoin(subsites, eq(subsites.id, ignoredSubsites.subsiteId))
    .where(and(eq(ignoredSubsites.userId, userId), isNull(subsites.deletedAt)))
    .orderBy(desc(ignoredSubsites.createdAt), desc(subsites.id))
    .limit(BLOCKED_MAX);
  return rows.map((row) => presentBlocked(row, true));
}

/** The member's own blog is left out; each says whether it is blocked already. */
export async function searchBlockable(db: Db, userId: number, search: string): Promise<BlockedSubsiteDto[]> {
  const text = search.normalize('NFC').trim().toLowerCase();
  // Spaces pass the schema's length; what is left must still be long enough to search by.
  if (text.length < BLOCK_SEARCH_MIN) throw Invalid.field('search', 'validation.tooShort', { min: BLOCK_SEARCH_MIN });
  const pattern = containing(text);
  const rows = await db
    .select({ ...blockedColumns, isIgnore: sql<boolean>`${ignoredSubsites.userId} is not null` })
    .from(subsites)
    .leftJoin(ignoredSubsites, and(eq(ignoredSubsites.subsiteId, subsites.id), eq(ignoredSubsites.userId, userId)))
    .where(and(isNull(subsites.deletedAt), ne(subsites.id, userId), or(sql`lower(${subsites.name}) like ${pattern}`, sql`${subsites.slug} like ${pattern}`)))
    .orderBy(desc(sql`lower(${subsites.name}) = ${text} or ${subsites.slug} = ${text}`), desc(subsites.rating), asc(subsites.id))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => presentBlocked(row, row.isIgnore));
}
