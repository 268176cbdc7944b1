// An hourly sweep queues one job per member whose period has passed. The job moves `covered_until` past the period only
// if nobody moved it first, so a retried or doubled job sends nothing twice.
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { mailDigests } from '../../db/schema/index.ts';
import { type DigestFrequency, DEFAULT_DIGEST_FREQUENCY } from '../../../shared/dto/delivery.ts';
import { postPath } from '../../../shared/slugs.ts';
import type { DigestPost } from './mail-delivery.mail.ts';

export type ActiveFrequency = Exclude<DigestFrequency, 'off'>;

const HOUR_MS = 60 * 60 * 1000;
export const PERIOD_MS: Readonly<Record<ActiveFrequency, number>> = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS };
/** Counts a period as passed a little early, so a sweep a few seconds late does not push the letter an hour later each day. */
const EARLY_MS = 30 * 60 * 1000;
/** Members queued per sweep; the next hour's sweep takes the rest. */
const SWEEP_BATCH = 500;
/** A letter, not a feed: the ten best are what a reader opens. */
export const DIGEST_POSTS = 10;

export async function digestFrequency(db: Db, userId: number): Promise<DigestFrequency> {
  const [row] = await db.select({ frequency: mailDigests.frequency }).from(mailDigests).where(eq(mailDigests.userId, userId));
  return row?.frequency ?? DEFAULT_DIGEST_FREQUENCY;
}

/** Keeps the period's progress: switching daily → weekly → daily never resends a covered post. */
export async function setDigestFrequency(db: Db, userId: number, frequency: DigestFrequency): Promise<void> {
  await db
    .insert(mailDigests)
    .values({ userId, frequency })
    .onConflictDoUpdate({ target: mailDigests.userId, set: { frequency, updatedAt: sql`now()` } });
}

export interface DueDigest {
  userId: number;
  /** The `covered_until` the job expects to find (ISO), or null for a first digest. */
  since: string | null;
}

export async function dueDigests(db: Db, now: Date): Promise<DueDigest[]> {
  const rows = await queryRows<{ user_id: number; covered_until: Date | string | null }>(
    db,
    sql`select user_id, covered_until from mail_digests
        where frequency <> 'off'
          and (covered_until is null
            or covered_until <= ${now.toISOString()}::timestamptz
              - case frequency when 'daily' then ${PERIOD_MS.daily - EARLY_MS}::bigint else ${PERIOD_MS.weekly - EARLY_MS}::bigint end * interval '1 millisecond')
        order by covered_until asc nulls first
        limit ${SWEEP_BATCH}::int`,
  );
  return rows.map((row) => ({ userId: row.user_id, since: row.covered_until === null ? null : new Date(row.covered_until).toISOString() }));
}

/** Null when a job for `since` should no longer run. */
export async function pendingDigest(db: Db, userId: number, since: string | null): Promise<ActiveFrequency | null> {
  const [row] = await db.select().from(mailDigests).where(eq(mailDigests.userId, userId));
  if (!row || row.frequency === 'off') return null;
  const covered = row.coveredUntil?.toISOString() ?? null;
  return covered === since ? row.frequency : null;
}

/** Records the period as handled; false when another run already did. */
export async function markCovered(db: Db, userId: number, since: string | null, until: Date): Promise<boolean> {
  const moved = await db
    .update(mailDigests)
    .set({ coveredUntil: until })
    .where(and(eq(mailDigests.userId, userId), since === null ? sql`${mailDigests.coveredUntil} is null` : eq(mailDigests.coveredUntil, new Date(since))))
    .returning({ userId: mailDigests.userId });
  return moved.length > 0;
}

/** Never their own posts, nor what they blocked or hid. Best = rating, then the feeds' hot score. */
export async function digestPosts(db: Db, appUrl: string, userId: number, from: Date, until: Date): Promise<DigestPost[]> {
  const rows = await queryRows<{ id: number; slug: string; title: string; excerpt: string; rating: number; comments_count: number; owner_slug: string; owner_name: string }>(
    db,
    sql`select p.id, p.slug, p.title, p.excerpt, p.rating, p.comments_count, o.slug as owner_slug, o.name as owner_name
        from posts p
        join subsites o on o.id = p.subsite_id
        join subsites a on a.id = p.user_id
        where p.is_publish and p.deleted_at is null and o.deleted_at is null and a.deleted_at is null
          and p.published_at > ${from.toISOString()}::timestamptz and p.published_at <= ${until.toISOString()}::timestamptz
          and p.user_id <> ${userId}
          and exists (select 1 from follows f where f.user_id = ${userId} and f.subsite_id in (p.subsite_id, p.user_id))
          and not exists (select 1 from ignored_subsites i where i.user_id = ${userId} and i.subsite_id in (p.subsite_id, p.user_id))
          and not exists (select 1 from hidden_posts h where h.user_id = ${userId} and h.post_id = p.id)
        order by p.rating desc, p.hot_score desc nulls last, p.id desc
        limit ${DIGEST_POSTS}`,
  );
  return rows.map((row) => ({
    title: row.title,
    excerpt: row.excerpt,
    url: appUrl + postPath(row.owner_slug, row.id, row.slug),
    owner: row.owner_name,
    rating: row.rating,
    comments: row.comments_count,
  }));
}
