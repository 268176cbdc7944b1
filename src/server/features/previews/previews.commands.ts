// The link is the secret: 32 random bytes, kept as they are so its author can copy it again. It shows a live draft
// only; publishing, deleting or revoking ends it.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import { postPreviews, posts, type PostRow } from '../../db/schema/index.ts';
import type { Viewer } from '../../kernel/viewer.ts';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.ts';
import { canEdit, canView } from '../posts/index.ts';

export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The author's draft; anyone else's answers 404 like a missing one. */
async function ownDraft(tx: Db, viewer: NonNullable<Viewer>, postId: number, lock: boolean): Promise<PostRow> {
  const query = tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !canView(viewer, row)) throw new NotFound();
  if (!canEdit(viewer, row)) throw new Forbidden();
  return row;
}

export async function previewTokenOf(db: Db, viewer: NonNullable<Viewer>, postId: number): Promise<string | null> {
  const row = await ownDraft(db, viewer, postId, false);
  if (row.isPublish) return null;
  const [preview] = await db.select({ token: postPreviews.token }).from(postPreviews).where(eq(postPreviews.postId, postId));
  return preview?.token ?? null;
}

/** One link per draft: asking again answers the one it has. */
export async function createPreview(db: Db, viewer: NonNullable<Viewer>, postId: number): Promise<string> {
  return inTransaction(db, async (tx) => {
    const row = await ownDraft(tx, viewer, postId, true);
    if (row.isPublish) throw new Conflict('previews.errors.published');
    const [kept] = await tx
      .insert(postPreviews)
      .values({ postId, token: randomBytes(32).toString('base64url') })
      .onConflictDoUpdate({ target: postPreviews.postId, set: { postId } })
      .returning({ token: postPreviews.token });
    return kept!.token;
  });
}

export async function revokePreview(db: Db, viewer: NonNullable<Viewer>, postId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await ownDraft(tx, viewer, postId, true);
    await tx.delete(postPreviews).where(eq(postPreviews.postId, postId));
  });
}

/** A published post's link is spent: unpublishing it later must not bring the old link back. */
export async function forgetPreview(db: Db, postId: number): Promise<void> {
  await db.delete(postPreviews).where(eq(postPreviews.postId, postId));
}

/** The live draft a link shows, or null. */
export async function draftForToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ id: posts.id })
    .from(postPreviews)
    .innerJoin(posts, eq(posts.id, postPreviews.postId))
    .where(and(eq(postPreviews.token, token), eq(posts.isPublish, false), isNull(posts.deletedAt)))
    .limit(1);
  return row?.id ?? null;
}
