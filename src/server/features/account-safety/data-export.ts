/** The data export (152-FZ and GDPR access). One export is built at a time; a new one replaces the last. */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { DataExportDto } from '../../../shared/dto/account-safety.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/driver-errors.ts';
import { bookmarks, comments, dataExports, posts, subsites, users } from '../../db/schema/index.ts';
import { Conflict } from '../../platform/errors.ts';
import { presentBlockMedia, type Storage } from '../../platform/storage/index.ts';

/** Long enough to come back for it after the mail; short enough not to keep copies of personal data around. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Starts an export; a second request while one is being built is refused. */
export async function requestExport(db: Db, userId: number): Promise<number> {
  try {
    const [row] = await db.insert(dataExports).values({ userId }).returning({ id: dataExports.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'data_exports_one_pending')) throw new Conflict('accountSafety.errors.exportRunning');
    throw error;
  }
}

export async function latestExport(db: Db, userId: number): Promise<DataExportDto | null> {
  const [row] = await db
    .select({ id: dataExports.id, status: dataExports.status, size: dataExports.size, createdAt: dataExports.createdAt, expiresAt: dataExports.expiresAt })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.id))
    .limit(1);
  if (!row) return null;
  const expired = row.expiresAt !== null && row.expiresAt <= new Date();
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    size: row.size,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    download_url: row.status === 'ready' && !expired ? `/settings/export/${row.id}/download` : null,
  };
}

/** The owner's ready, unexpired archive; null for anyone else's, a missing or an expired one alike. */
export async function downloadableExport(db: Db, userId: number, id: number): Promise<{ key: string; createdAt: Date } | null> {
  const [row] = await db
    .select({ key: dataExports.storageKey, createdAt: dataExports.createdAt, expiresAt: dataExports.expiresAt, status: dataExports.status })
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
    .limit(1);
  if (!row || row.status !== 'ready' || !row.key || !row.expiresAt || row.expiresAt <= new Date()) return null;
  return { key: row.key, createdAt: row.createdAt };
}

const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));

/** Everything the archive holds, read in a fixed number of queries. */
async function collect(db: Db, userId: number, mediaBase: string) {
  const [account] = await db
    .select({
      id: users.id,
      name: subsites.name,
      slug: subsites.slug,
      description: subsites.description,
      email: users.email,
      email_verified_at: users.emailVerifiedAt,
      language: users.language,
      default_feed: users.defaultFeed,
      default_sorting_feed: users.defaultSortingFeed,
      show_online: users.showOnline,
      show_posts: users.showPosts,
      notification_settings: users.notificationSettings,
      created_at: users.createdAt,
    })
    .from(users)
    .innerJoin(subsites, eq(subsites.id, users.id))
    .where(eq(users.id, userId));
  const postRows = await db
    .select({ id: posts.id, subsite_id: posts.subsiteId, title: posts.title, slug: posts.slug, blocks: posts.blocks, is_publish: posts.isPublish, published_at: posts.publishedAt, created_at: posts.createdAt, updated_at: posts.updatedAt })
    .from(posts)
    .where(and(eq(posts.userId, userId), isNull(posts.deletedAt)))
    .orderBy(asc(posts.id));
  const commentRows = await db
    .select({ id: comments.id, post_id: comments.postId, parent_id: comments.parentId, text: comments.text, created_at: comments.createdAt, updated_at: comments.updatedAt })
    .from(comments)
    .where(and(eq(comments.userId, userId), isNull(comments.deletedAt)))
    .orderBy(asc(comments.id));
  const bookmarkRows = await db
    .select({ type: bookmarks.targetType, id: bookmarks.targetId, created_at: bookmarks.createdAt })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId))
    .orderBy(asc(bookmarks.id));
  return {
    account,
    posts: postRows.map((post) => ({ ...post, blocks: presentBlockMedia(post.blocks, mediaBase) })),
    comments: commentRows,
    bookmarks: bookmarkRows,
  };
}

/** Null when the export no longer waits. */
export async function buildExport(db: Db, storage: Storage, exportId: number, mediaBase: string): Promise<{ userId: number } | null> {
  const [row] = await db
    .select({ userId: dataExports.userId })
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
    .limit(1);
  if (!row) return null;
  const data = await collect(db, row.userId, mediaBase);
  const archive = Buffer.from(
    zipSync({
      'account.json': json(data.account),
      'posts.json': json(data.posts),
      'comments.json': json(data.comments),
      'bookmarks.json': json(data.bookmarks),
    }),
  );
  const key = `exports/${row.userId}/${randomBytes(24).toString('base64url')}.zip`;
  await storage.put(key, archive, { contentType: 'application/zip', size: archive.length });
  const previous = await db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, row.userId), eq(dataExports.status, 'ready')));
  await inTransaction(db, async (tx) => {
    await tx.delete(dataExports).where(and(eq(dataExports.userId, row.userId), eq(dataExports.status, 'ready')));
    await tx
      .update(dataExports)
      .set({ status: 'ready', storageKey: key, size: archive.length, expiresAt: new Date(Date.now() + EXPORT_TTL_MS) })
      .where(eq(dataExports.id, exportId));
  });
  await storage.delete(previous.flatMap((p) => (p.key ? [p.key] : [])));
  return { userId: row.userId };
}

export async function markExportFailed(db: Db, exportId: number): Promise<void> {
  await db.update(dataExports).set({ status: 'failed' }).where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')));
}

/** Expired archives go, file first: a row without its file would offer a broken link. */
export async function deleteExpiredExports(db: Db, storage: Storage): Promise<void> {
  const expired = await db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(lte(dataExports.expiresAt, new Date()));
  if (expired.length === 0) return;
  await storage.delete(expired.flatMap((e) => (e.key ? [e.key] : [])));
  await db.delete(dataExports).where(inArray(dataExports.id, expired.map((e) => e.id)));
}
