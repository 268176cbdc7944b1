// A nickname given up stays with its blog in old_slugs, so old addresses answer 301 to the new ones; nobody else may take
// it, and its owner may take it back.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FeedName, FeedSorting, Gender } from '../../../shared/dto/user.ts';
import { KEYWORD_LIMITS, normalizeKeyword } from '../../../shared/keyword-filter.ts';
import { nameProblem } from '../../../shared/names.ts';
import { SLUG_MAX, SLUG_MIN, slugProblem, subsiteUrl, type SlugProblem } from '../../../shared/slugs.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { blockedKeywords, oldSlugs, subsites, users } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { renameAfter } from './settings.policy.ts';

export type DateText = (date: Date) => string;

interface RenameState {
  name: string;
  slug: string;
  nameChangedAt: Date | null;
  slugChangedAt: Date | null;
}

/** Refuses while the month since the field's last change runs. */
async function lockForRename(tx: Db, userId: number, field: 'name' | 'slug', now: Date, dateText: DateText): Promise<RenameState> {
  const [row] = await tx
    .select({ name: subsites.name, slug: subsites.slug, nameChangedAt: subsites.nameChangedAt, slugChangedAt: subsites.slugChangedAt })
    .from(subsites)
    .where(eq(subsites.id, userId))
    .for('update');
  if (!row) throw new NotFound();
  const after = renameAfter(field === 'name' ? row.nameChangedAt : row.slugChangedAt, now);
  if (after) throw Invalid.field(field, field === 'name' ? 'settings.errors.renameTooSoon' : 'settings.errors.reslugTooSoon', { date: dateText(after) });
  return row;
}

export async function renameBlog(db: Db, userId: number, input: string, now: Date, dateText: DateText): Promise<{ name: string; can_rename: boolean }> {
  const name = input.normalize('NFC').trim().replace(/\s+/gu, ' ');
  if (!name) throw Invalid.field('name', 'validation.required');
  const problem = nameProblem(name);
  if (problem) throw Invalid.field('name', problem);
  return inTransaction(db, async (tx) => {
    const row = await lockForRename(tx, userId, 'name', now, dateText);
    // Saving the same name is not a rename and must not start the month.
    if (row.name === name) return { name, can_rename: true };
    await tx.update(subsites).set({ name, nameChangedAt: now }).where(eq(subsites.id, userId));
    await recordEvents(tx, { type: 'subsite.renamed', subsiteId: userId, name, slug: row.slug, oldSlug: null });
    return { name, can_rename: false };
  });
}

const SLUG_ERRORS: Record<SlugProblem, () => Invalid> = {
  tooShort: () => Invalid.field('slug', 'validation.tooShort', { min: SLUG_MIN }),
  tooLong: () => Invalid.field('slug', 'validation.tooLong', { max: SLUG_MAX }),
  format: () => Invalid.field('slug', 'settings.errors.slugFormat'),
  reserved: () => Invalid.field('slug', 'settings.errors.slugReserved'),
};

export async function changeSlug(db: Db, userId: number, input: string, now: Date, dateText: DateText): Promise<{ url: string; can_rename_slug: boolean }> {
  const slug = input.trim().toLowerCase();
  const problem = slugProblem(slug);
  if (problem) throw SLUG_ERRORS[problem]();
  return inTransaction(db, async (tx) => {
    const row = await lockForRename(tx, userId, 'slug', now, dateText);
    if (row.slug === slug) return { url: subsiteUrl(slug), can_rename_slug: true };
    const [live] = await tx.select({ id: subsites.id }).from(subsites).where(eq(subsites.slug, slug));
    const [held] = await tx.select({ id: oldSlugs.subsiteId }).from(oldSlugs).where(and(eq(oldSlugs.slug, slug), ne(oldSlugs.subsiteId, userId)));
    if (live || held) throw Invalid.field('slug', 'settings.errors.slugTaken');
    await tx.delete(oldSlugs).where(eq(oldSlugs.slug, slug));
    await tx.insert(oldSlugs).values({ slug: row.slug, subsiteId: userId }).onConflictDoUpdate({ target: oldSlugs.slug, set: { subsiteId: userId, createdAt: now } });
    await tx.update(subsites).set({ slug, slugChangedAt: now }).where(eq(subsites.id, userId));
    await recordEvents(tx, { type: 'subsite.renamed', subsiteId: userId, name: row.name, slug, oldSlug: row.slug });
    return { url: subsiteUrl(slug), can_rename_slug: false };
  });
}

export async function describeBlog(db: Db, userId: number, input: string): Promise<{ description: string }> {
  const description = input.normalize('NFC').trim();
  return inTransaction(db, async (tx) => {
    const updated = await tx.update(subsites).set({ description }).where(eq(subsites.id, userId)).returning({ id: subsites.id });
    if (updated.length === 0) throw new NotFound();
    await recordEvents(tx, { type: 'subsite.settings-changed', subsiteId: userId });
    return { description };
  });
}

type AccountSwitch = 'showOnline' | 'showPosts';

export async function setAccountSwitch(db: Db, userId: number, name: AccountSwitch, status: boolean): Promise<{ status: boolean }> {
  return inTransaction(db, async (tx) => {
    await tx.update(users).set({ [name]: status }).where(eq(users.id, userId));
    await recordEvents(tx, { type: 'subsite.settings-changed', subsiteId: userId });
    return { status };
  });
}

export async function setGender(db: Db, userId: number, gender: Gender): Promise<{ gender: Gender }> {
  await db.update(users).set({ gender }).where(eq(users.id, userId));
  return { gender };
}

export async function setDefaultFeed(db: Db, userId: number, feed: FeedName): Promise<{ feed: FeedName }> {
  await db.update(users).set({ defaultFeed: feed }).where(eq(users.id, userId));
  return { feed };
}

export async function setDefaultSorting(db: Db, userId: number, value: FeedSorting): Promise<{ value: FeedSorting }> {
  await db.update(users).set({ defaultSortingFeed: value }).where(eq(users.id, userId));
  return { value };
}

export async function blockKeyword(db: Db, userId: number, input: string): Promise<{ keyword: string }> {
  const keyword = normalizeKeyword(input);
  if (!keyword) throw Invalid.field('keyword', 'settings.errors.keywordEmpty');
  return inTransaction(db, async (tx) => {
    const [count] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(blockedKeywords)
      .where(eq(blockedKeywords.userId, userId));
    const added = await tx.insert(blockedKeywords).values({ userId, keyword }).onConflictDoNothing().returning({ keyword: blockedKeywords.keyword });
    if (added.length === 0) throw Invalid.field('keyword', 'settings.errors.keywordDuplicate');
    if ((count?.count ?? 0) >= KEYWORD_LIMITS.count) throw Invalid.field('keyword', 'settings.errors.keywordsFull', { max: KEYWORD_LIMITS.count });
    return { keyword };
  });
}

export async function unblockKeyword(db: Db, userId: number, input: string): Promise<void> {
  await db.delete(blockedKeywords).where(and(eq(blockedKeywords.userId, userId), eq(blockedKeywords.keyword, normalizeKeyword(input))));
}
