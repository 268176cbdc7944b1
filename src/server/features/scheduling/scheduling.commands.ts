// A scheduled draft publishes itself through savePost, as if its author pressed Publish at that time: the same checks,
// counters and events, so pushes, notifications, feeds and sitemaps follow without knowing about schedules.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SCHEDULE_LIMITS } from '../../../shared/dto/schedule.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { posts, type PostRow } from '../../db/schema/index.ts';
import { accountOf } from '../../kernel/sessions.ts';
import type { Viewer } from '../../kernel/viewer.ts';
import { Conflict, DomainError, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { presentBlockMedia } from '../../platform/storage/index.ts';
import { canEdit, canView, hasContent, savePost, type SaveContext } from '../posts/index.ts';

export interface PublishContext extends SaveContext {
  mediaBase: string;
}

/** The author's draft, locked; anyone else's answers 404 like a missing one, and a published post 409. */
async function draftForSchedule(tx: Db, viewer: NonNullable<Viewer>, postId: number): Promise<PostRow> {
  const [row] = await tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
    .for('update');
  if (!row || !canView(viewer, row)) throw new NotFound();
  if (!canEdit(viewer, row)) throw new Forbidden();
  if (row.isPublish) throw new Conflict('scheduling.errors.published');
  return row;
}

function scheduleTime(at: string, now: Date): Date {
  const time = new Date(at);
  // An address without an offset would be read in the server's zone, which the author never sees.
  if (Number.isNaN(time.getTime()) || !/(?:Z|[+-]\d\d:?\d\d)$/i.test(at)) throw Invalid.field('at', 'validation.invalid');
  if (time.getTime() <= now.getTime()) throw Invalid.field('at', 'scheduling.errors.past');
  if (time.getTime() > now.getTime() + SCHEDULE_LIMITS.aheadMs) throw Invalid.field('at', 'scheduling.errors.tooFar');
  return time;
}

export async function scheduleOf(db: Db, viewer: NonNullable<Viewer>, postId: number): Promise<Date | null> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
    .limit(1);
  if (!row || !canView(viewer, row)) throw new NotFound();
  return row.isPublish ? null : row.scheduledAt;
}

/** Sets or moves the time; the caller queues the job for it after the commit. */
export async function schedulePost(db: Db, viewer: NonNullable<Viewer>, postId: number, at: string): Promise<Date> {
  const time = scheduleTime(at, new Date());
  return inTransaction(db, async (tx) => {
    const row = await draftForSchedule(tx, viewer, postId);
    if (!hasContent(row.blocks)) throw Invalid.field('blocks', 'posts.errors.publishEmpty');
    if (row.scheduledAt === null) {
      const [held] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(posts)
        .where(and(eq(posts.userId, row.userId), sql`${posts.scheduledAt} is not null and not ${posts.isPublish} and ${posts.deletedAt} is null`));
      if (held!.count >= SCHEDULE_LIMITS.perAuthor) throw Invalid.field('at', 'scheduling.errors.tooMany', { count: SCHEDULE_LIMITS.perAuthor });
    }
    await tx.update(posts).set({ scheduledAt: time }).where(eq(posts.id, postId));
    return time;
  });
}

/** The draft stays a draft; a job already queued for it finds nothing due. */
export async function cancelSchedule(db: Db, viewer: NonNullable<Viewer>, postId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await draftForSchedule(tx, viewer, postId);
    await tx.update(posts).set({ scheduledAt: null }).where(eq(posts.id, postId));
  });
}

export type ScheduledOutcome = 'published' | 'not-due' | 'refused';

/**
 * Publishes the draft if its time has come and it is still a scheduled draft: the row is locked first, so the post's own
 * job and the sweep publish it once between them, and a moved or cancelled schedule is read as it is now. A draft its
 * author could no longer publish (banned, emptied, its community closed to them) loses its schedule and stays a draft.
 */
export async function publishScheduled(context: PublishContext, postId: number, log: (err: unknown) => void): Promise<ScheduledOutcome> {
  return inTransaction(context.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(posts)
      .where(and(eq(posts.id, postId), isNull(posts.deletedAt), eq(posts.isPublish, false), sql`${posts.scheduledAt} <= now()`))
      .for('update');
    if (!row) return 'not-due';
    const author = await accountOf(tx, row.userId);
    try {
      if (!author) throw new NotFound();
      // The blocks as the editor would send them back, so saving stores them unchanged.
      const blocks = presentBlockMedia(row.blocks, context.mediaBase);
      await savePost({ ...context, db: tx }, author, { id: postId, blocks, is_publish: true });
      return 'published';
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      log(err);
      await tx.update(posts).set({ scheduledAt: null }).where(eq(posts.id, postId));
      return 'refused';
    }
  });
}
