// A page's items come in a fixed number of batched queries whatever its length (moderation.test.ts counts them).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments, complaintReasons, complaints, moderationLog, posts, subsites } from '../../db/schema/index.ts';
import type { ModlogEntryDto, QueueItemDto } from '../../../shared/dto/moderation.ts';
import { loadSubsiteCards } from '../../hydration/subsites.ts';
import { postPath } from '../../../shared/slugs.ts';

const PREVIEW_LENGTH = 300;

const idsParam = (ids: readonly number[]) => sql.param([...new Set(ids)]);

export async function queueItems(db: Db, ids: readonly number[], language: string): Promise<QueueItemDto[]> {
  if (ids.length === 0) return [];
  const heads = await db
    .select({ id: complaints.id, modelType: complaints.modelType, modelId: complaints.modelId, subsiteId: complaints.subsiteId, targetUserId: complaints.targetUserId, createdAt: complaints.createdAt })
    .from(complaints)
    .where(sql`${complaints.id} = any(${idsParam(ids)}::int[])`);
  const ofType = (type: string) => heads.filter((head) => head.modelType === type).map((head) => head.modelId);
  const commentIds = ofType('comment');
  const postIds = ofType('post');

  const [counts, commentRows, postRowsDirect] = await Promise.all([
    db
      .select({ modelType: complaints.modelType, modelId: complaints.modelId, reasonId: complaintReasons.id, name: complaintReasons.name, nameEn: complaintReasons.nameEn, count: sql<number>`count(*)::int` })
      .from(complaints)
      .innerJoin(complaintReasons, eq(complaintReasons.id, complaints.reasonId))
      .where(and(isNull(complaints.resolvedAt), sql`(${complaints.modelType}, ${complaints.modelId}) in (select c.model_type, c.model_id from complaints c where c.id = any(${idsParam(ids)}::int[]))`))
      .groupBy(complaints.modelType, complaints.modelId, complaintReasons.id),
    commentIds.length === 0
      ? []
      : db
          .select({ id: comments.id, text: comments.text, deletedAt: comments.deletedAt, repliesCount: comments.repliesCount, postId: comments.postId, postTitle: posts.title, postSlug: posts.slug, ownerSlug: subsites.slug, postLive: sql<boolean>`${posts.isPublish} and ${posts.deletedAt} is null` })
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .innerJoin(subsites, eq(subsites.id, posts.subsiteId))
          .where(inArray(comments.id, commentIds)),
    postIds.length === 0
      ? []
      : db
          .select({ id: posts.id, title: posts.title, excerpt: posts.excerpt, slug: posts.slug, ownerSlug: subsites.slug, live: sql<boolean>`${posts.isPublish} and ${posts.deletedAt} is null` })
          .from(posts)
          .innerJoin(subsites, eq(subsites.id, posts.subsiteId))
          .where(inArray(posts.id, postIds)),
  ]);
  const cards = await loadSubsiteCards(db, heads.flatMap((head) => [head.subsiteId, head.targetUserId].filter((id): id is number => id !== null)));
  const commentsById = new Map(commentRows.map((row) => [row.id, row]));
  const postsById = new Map(postRowsDirect.map((row) => [row.id, row]));
  const headsById = new Map(heads.map((head) => [head.id, head]));

  return ids.flatMap((id): QueueItemDto[] => {
    const head = headsById.get(id);
    if (!head) return [];
    const reasons = counts
      .filter((row) => row.modelType === head.modelType && row.modelId === head.modelId)
      .map((row) => ({ id: row.reasonId, name: language === 'en' ? row.nameEn : row.name, count: row.count }))
      .sort((a, b) => b.count - a.count || a.id - b.id);
    const author = head.targetUserId === null ? null : (cards.get(head.targetUserId) ?? null);
    const base = {
      id: head.id,
      type: head.modelType,
      model_id: head.modelId,
      reports_count: reasons.reduce((sum, reason) => sum + reason.count, 0),
      reasons,
      last_reported_at: head.createdAt.toISOString(),
      community: head.subsiteId === null ? null : (cards.get(head.subsiteId) ?? null),
      author,
      has_replies: false,
    };
    if (head.modelType === 'post') {
      const post = postsById.get(head.modelId);
      return [{ ...base, title: post?.title ?? '', text: (post?.excerpt ?? '').slice(0, PREVIEW_LENGTH), url: post?.live ? postPath(post.ownerSlug, post.id, post.slug) : null }];
    }
    if (head.modelType === 'comment') {
      const comment = commentsById.get(head.modelId);
      const live = comment !== undefined && comment.deletedAt === null && comment.postLive;
      const url = live ? `${postPath(comment.ownerSlug, comment.postId, comment.postSlug)}?comment=${comment.id}` : null;
      return [{ ...base, title: comment?.postTitle ?? '', text: (comment?.text ?? '').slice(0, PREVIEW_LENGTH), url, has_replies: (comment?.repliesCount ?? 0) > 0 }];
    }
    return [{ ...base, title: author?.name ?? '', text: '', url: author?.url ?? null }];
  });
}

export async function modlogEntries(db: Db, ids: readonly number[], hideModerators: boolean): Promise<ModlogEntryDto[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(moderationLog).where(sql`${moderationLog.id} = any(${idsParam(ids)}::int[])`);
  const people = rows.flatMap((row) => [row.subsiteId, row.targetUserId, hideModerators ? null : row.moderatorId].filter((id): id is number => id !== null));
  const cards = await loadSubsiteCards(db, people);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const card = (id: number | null) => (id === null ? null : (cards.get(id) ?? null));
  return ids.flatMap((id): ModlogEntryDto[] => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        action: row.action,
        created_at: row.createdAt.toISOString(),
        moderator: hideModerators ? null : card(row.moderatorId),
        user: card(row.targetUserId),
        community: card(row.subsiteId),
        subject: row.subject,
        reason: row.reason,
        until: row.details.until ?? null,
        role: row.details.role ?? null,
      },
    ];
  });
}
