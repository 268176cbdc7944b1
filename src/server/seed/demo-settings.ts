/**
 * Demo settings: Анна (the first demo account) filters out a hashtag and a word, so a couple
 * of posts leave her feeds; Алексей (the film critic) renamed his blog's address a week ago,
 * so his old address and his posts' old addresses lead to the new ones, and his settings
 * show the name and nickname locked until the month is out.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blockedKeywords, oldSlugs, subsites } from '../db/schema/index.ts';
import { normalizeKeyword } from '../../shared/keyword-filter.ts';

const ANNA_KEYWORDS = ['#марафон', 'ипотека'];
const RENAMED = 7;
const NEW_SLUG = 'morozov_kino';
const DAY_MS = 86_400_000;

export async function seedDemoSettings(db: Db, people: readonly number[]): Promise<void> {
  const [reader] = people;
  if (reader !== undefined) {
    await db.insert(blockedKeywords).values(ANNA_KEYWORDS.map((keyword, index) => ({ userId: reader, keyword: normalizeKeyword(keyword), createdAt: new Date(Date.now() - (index + 1) * DAY_MS) })));
  }
  const renamed = people[RENAMED];
  if (renamed === undefined) return;
  const [row] = await db.select({ slug: subsites.slug }).from(subsites).where(eq(subsites.id, renamed));
  if (!row || row.slug === NEW_SLUG) return;
  const changedAt = new Date(Date.now() - 7 * DAY_MS);
  await db.insert(oldSlugs).values({ slug: row.slug, subsiteId: renamed, createdAt: changedAt });
  await db.update(subsites).set({ slug: NEW_SLUG, slugChangedAt: changedAt }).where(eq(subsites.id, renamed));
}
