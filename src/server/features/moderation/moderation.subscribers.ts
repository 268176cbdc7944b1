// Each log line is keyed by its event, so a redelivered event adds nothing.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { complaints, moderationLog, posts, type ModlogAction } from '../../db/schema/index.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { tagsOf } from '../posts/index.ts';
import { settleComplaints } from './moderation.commands.ts';

interface LogLine {
  action: ModlogAction;
  subsiteId: number | null;
  moderatorId: number;
  targetUserId: number | null;
  subject?: string;
  reason?: string;
  details?: { until?: string | null; role?: string | null };
}

async function writeLine(db: Db, eventId: number, line: LogLine): Promise<void> {
  await db
    .insert(moderationLog)
    .values({ eventId, ...line })
    .onConflictDoNothing({ target: moderationLog.eventId });
}

async function postPlace(db: Db, postId: number): Promise<{ title: string; subsiteId: number | null; userId: number } | null> {
  const [row] = await db.select({ title: posts.title, subsiteId: posts.subsiteId, userId: posts.userId }).from(posts).where(eq(posts.id, postId)).limit(1);
  return row ? { title: row.title, subsiteId: row.subsiteId === row.userId ? null : row.subsiteId, userId: row.userId } : null;
}

interface PostAction {
  postId: number;
  authorId: number;
  ownerId: number;
  moderatorId: number;
  reason?: string;
}

/** An action on a post goes to its community's log, or to the site's for a blog. */
async function writePostLine(db: Db, eventId: number, action: ModlogAction, event: PostAction): Promise<void> {
  const place = await postPlace(db, event.postId);
  await writeLine(db, eventId, {
    action,
    subsiteId: event.ownerId === event.authorId ? null : event.ownerId,
    moderatorId: event.moderatorId,
    targetUserId: event.authorId,
    subject: place?.title ?? '',
    ...(event.reason === undefined ? {} : { reason: event.reason }),
  });
}

export function moderationSubscribers(app: FastifyInstance): void {
  const db = app.db;

  app.events.subscribe('post.unpublished', 'modlog.record', (event, { eventId }) => writePostLine(db, eventId, 'unpublish', event));
  app.events.subscribe('post.deleted', 'modlog.record', async (event, { eventId }) => {
    if (event.moderatorId !== undefined) await writePostLine(db, eventId, 'delete_post', { ...event, moderatorId: event.moderatorId });
  });
  app.events.subscribe('post.revision-hidden', 'modlog.record', (event, { eventId }) => writePostLine(db, eventId, 'hide_revision', event));
  app.events.subscribe('comment.deleted', 'modlog.record', async (event, { eventId }) => {
    if (event.moderatorId === undefined) return;
    const place = await postPlace(db, event.postId);
    await writeLine(db, eventId, {
      action: event.branch ? 'delete_branch' : 'delete_comment',
      subsiteId: place?.subsiteId ?? null,
      moderatorId: event.moderatorId,
      targetUserId: event.authorId ?? null,
      subject: place?.title ?? '',
    });
  });
  app.events.subscribe('community.user-banned', 'modlog.record', async (event, { eventId }) => {
    await writeLine(db, eventId, { action: 'ban', subsiteId: event.subsiteId, moderatorId: event.moderatorId, targetUserId: event.userId, reason: event.reason, details: { until: event.until } });
  });
  app.events.subscribe('community.user-unbanned', 'modlog.record', async (event, { eventId }) => {
    await writeLine(db, eventId, { action: 'unban', subsiteId: event.subsiteId, moderatorId: event.moderatorId, targetUserId: event.userId });
  });
  app.events.subscribe('community.role-changed', 'modlog.record', async (event, { eventId }) => {
    await writeLine(db, eventId, { action: 'role', subsiteId: event.subsiteId, moderatorId: event.actorId, targetUserId: event.userId, details: { role: event.role } });
  });
  app.events.subscribe('complaint.resolved', 'modlog.record', async (event, { eventId }) => {
    if (event.outcome !== 'dismissed') return;
    const [complaint] = await db.select({ targetUserId: complaints.targetUserId }).from(complaints).where(eq(complaints.id, event.complaintId)).limit(1);
    const place = event.modelType === 'post' ? await postPlace(db, event.modelId) : null;
    await writeLine(db, eventId, {
      action: 'report_dismissed',
      subsiteId: event.subsiteId,
      moderatorId: event.moderatorId,
      targetUserId: complaint?.targetUserId ?? null,
      subject: place?.title ?? '',
    });
  });

  // A removed item's reports are settled, whoever removed it.
  app.events.subscribe('post.unpublished', 'complaints.settle', (event) => settleComplaints(db, 'post', [event.postId], event.moderatorId));
  app.events.subscribe('post.deleted', 'complaints.settle', (event) => settleComplaints(db, 'post', [event.postId], event.moderatorId ?? event.authorId));
  app.events.subscribe('comment.deleted', 'complaints.settle', (event) => settleComplaints(db, 'comment', [event.commentId, ...event.removed], event.moderatorId ?? null));

  // The post leaves its page, the feeds, its blog and community and its tags' lists (the draft keeps its tags).
  app.events.subscribe('post.unpublished', 'page-cache.drop', async (event) => {
    const tags = await tagsOf(db, event.postId);
    app.pageCache.drop([pageTags.post(event.postId), pageTags.feeds, ...new Set([event.ownerId, event.authorId].map(pageTags.subsite)), ...tags.map(pageTags.tag)]);
  });
}
