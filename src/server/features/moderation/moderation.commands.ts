// Unpublishing and deleting are the posts' and comments' own commands; their events bring the rest here.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import { comments, complaintReasons, complaints, posts, subsites, type ComplaintModelType } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { canReportComment } from '../comments/index.ts';
import type { Viewer } from '../../kernel/viewer.ts';
import { canReport, canView, moderates } from '../posts/index.ts';
import { findCommunityFacts } from '../communities/index.ts';

export interface ComplaintInput {
  reason_id: number;
  model_id: number;
  model_type: ComplaintModelType;
}

/** Where a reported item lives and whose it is; null when the reporter may not report it (or it is missing). */
interface ReportedItem {
  targetUserId: number;
  subsiteId: number | null;
}

async function reportedPost(db: Db, viewer: NonNullable<Viewer>, id: number): Promise<ReportedItem | null> {
  const [post] = await db
    .select({ userId: posts.userId, subsiteId: posts.subsiteId, isPublish: posts.isPublish })
    .from(posts)
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .limit(1);
  if (!post || !canView(viewer, post) || !canReport(viewer, post)) return null;
  return { targetUserId: post.userId, subsiteId: post.subsiteId === post.userId ? null : post.subsiteId };
}

async function reportedComment(db: Db, viewer: NonNullable<Viewer>, id: number): Promise<ReportedItem | null> {
  const [row] = await db
    .select({ userId: comments.userId, parentId: comments.parentId, repliesCount: comments.repliesCount, deletedAt: comments.deletedAt, postUserId: posts.userId, subsiteId: posts.subsiteId })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.id, id), eq(posts.isPublish, true), isNull(posts.deletedAt)))
    .limit(1);
  if (!row || !canReportComment(viewer, row)) return null;
  return { targetUserId: row.userId, subsiteId: row.subsiteId === row.postUserId ? null : row.subsiteId };
}

async function reportedUser(db: Db, viewer: NonNullable<Viewer>, id: number): Promise<ReportedItem | null> {
  const [row] = await db
    .select({ id: subsites.id })
    .from(subsites)
    .where(and(eq(subsites.id, id), eq(subsites.type, 'user'), isNull(subsites.deletedAt)))
    .limit(1);
  if (!row || row.id === viewer.id) return null;
  return { targetUserId: row.id, subsiteId: null };
}

/** A second open report of one item changes nothing and answers alike; an item the reporter may not report is 404. */
export async function fileComplaint(db: Db, viewer: NonNullable<Viewer>, input: ComplaintInput): Promise<void> {
  const [reason] = await db
    .select({ id: complaintReasons.id })
    .from(complaintReasons)
    .where(and(eq(complaintReasons.id, input.reason_id), isNull(complaintReasons.archivedAt)))
    .limit(1);
  if (!reason) throw Invalid.field('reason_id', 'validation.invalid');
  const find = { post: reportedPost, comment: reportedComment, user: reportedUser }[input.model_type];
  const item = await find(db, viewer, input.model_id);
  if (!item) throw new NotFound();
  await inTransaction(db, async (tx) => {
    const [filed] = await tx
      .insert(complaints)
      .values({ reasonId: reason.id, reporterId: viewer.id, modelType: input.model_type, modelId: input.model_id, ...item })
      .onConflictDoNothing()
      .returning({ id: complaints.id });
    if (filed) await recordEvents(tx, { type: 'complaint.filed', complaintId: filed.id, subsiteId: item.subsiteId, modelType: input.model_type, modelId: input.model_id });
  });
}

export async function dismissComplaints(db: Db, viewer: NonNullable<Viewer>, modelType: ComplaintModelType, modelId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const open = await tx
      .select({ id: complaints.id, subsiteId: complaints.subsiteId })
      .from(complaints)
      .where(and(eq(complaints.modelType, modelType), eq(complaints.modelId, modelId), isNull(complaints.resolvedAt)))
      .for('update');
    if (open.length === 0) throw new NotFound();
    const subsiteId = open[0]!.subsiteId;
    const community = subsiteId === null ? null : ((await findCommunityFacts(tx, subsiteId, viewer.id)) ?? null);
    // Reports are not public: to anyone else an item's reports do not exist.
    if (!moderates(viewer, community)) throw new NotFound();
    await tx
      .update(complaints)
      .set({ resolvedAt: new Date(), resolvedBy: viewer.id, outcome: 'dismissed' })
      .where(inArray(complaints.id, open.map((row) => row.id)));
    await recordEvents(tx, { type: 'complaint.resolved', complaintId: open[0]!.id, subsiteId, moderatorId: viewer.id, modelType, modelId, outcome: 'dismissed' });
  });
}

/** An item's open reports are moot once it is removed: they close as acted on, by whoever removed it. */
export async function settleComplaints(db: Db, modelType: ComplaintModelType, modelIds: readonly number[], resolvedBy: number | null): Promise<void> {
  if (modelIds.length === 0) return;
  await db
    .update(complaints)
    .set({ resolvedAt: new Date(), resolvedBy, outcome: 'acted' })
    .where(and(eq(complaints.modelType, modelType), sql`${complaints.modelId} = any(${sql.param([...modelIds])}::int[])`, isNull(complaints.resolvedAt)));
}
