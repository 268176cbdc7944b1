// Every write locks the post row first and the comment after it, so writes under one post queue in one order and cannot
// deadlock, and the post's comments_count stays exact however they race.
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { COMMENT_LIMITS } from '../../../shared/dto/comment.ts';
import { inTransaction, queryRows, type Db } from '../../db/client.ts';
import { comments, media, posts, type CommentRow } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import { canWrite, type Viewer } from '../../kernel/viewer.ts';
import { postCommunity } from '../posts/index.ts';
import { canBanInBlog, canDestroyBranch, canDestroyComment, canEditComment, canPinComment } from './comments.policy.ts';
import { isBannedInAny, banEnd, banReason, writeBan } from '../communities/index.ts';

export type Writer = NonNullable<Viewer>;

export interface CommentInput {
  comment: string;
  post_id: number;
  parent_id?: number | null;
  /** At most one id of the writer's own media (an upload or a kept GIF). */
  mediaIds?: readonly number[];
}

/** Empty text is allowed only beside a media item; the length is counted in characters. */
export function commentText(raw: string, hasMedia = false): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text === '' && !hasMedia) throw Invalid.field('comment', 'comments.errors.empty');
  if ([...text].length > COMMENT_LIMITS.length) throw Invalid.field('comment', 'comments.errors.tooLong', { max: COMMENT_LIMITS.length });
  return text;
}

type Tx = Db;

/** The one media id asked for, or null; more than one is refused (the call's schema refuses it first). */
function oneMediaId(mediaIds: readonly number[]): number | null {
  if (mediaIds.length > 1) throw Invalid.field('mediaIds', 'comments.errors.mediaTooMany');
  return mediaIds[0] ?? null;
}

/** The writer's own media, or 422: someone else's and a missing id answer alike. */
async function ownMedia(tx: Tx, userId: number, mediaId: number | null): Promise<number | null> {
  if (mediaId === null) return null;
  const [row] = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.userId, userId)));
  if (!row) throw Invalid.field('mediaIds', 'comments.errors.mediaMissing');
  return row.id;
}

/** Media a comment stops showing starts its clean-up clock (media.commands.ts removes it once nothing shows it). */
async function releaseMedia(tx: Tx, mediaIds: readonly (number | null)[]): Promise<void> {
  const ids = mediaIds.filter((id): id is number => id !== null);
  if (ids.length > 0) await tx.update(media).set({ releasedAt: new Date() }).where(inArray(media.id, ids));
}

/** Locks a published, live post; anything else is missing. */
async function lockPost(tx: Tx, postId: number) {
  const [post] = await tx
    .select({ id: posts.id, userId: posts.userId, subsiteId: posts.subsiteId })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.isPublish, true), sql`${posts.deletedAt} is null`))
    .for('update');
  if (!post) throw new NotFound();
  return post;
}

async function lockComment(tx: Tx, id: number): Promise<CommentRow | undefined> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  return row;
}

/** The post, then the comment, both locked; a comment under a post the viewer cannot see is missing. */
async function lockCommentUnderPost(tx: Tx, id: number) {
  const [found] = await tx.select({ postId: comments.postId }).from(comments).where(eq(comments.id, id)).limit(1);
  if (!found) throw new NotFound();
  const post = await lockPost(tx, found.postId);
  const comment = await lockComment(tx, id);
  if (!comment) throw new NotFound();
  return { post, comment };
}

async function moveCommentsCount(tx: Tx, postId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx
    .update(posts)
    .set({ commentsCount: sql`greatest(${posts.commentsCount} + ${delta}, 0)` })
    .where(eq(posts.id, postId));
}

async function moveRepliesCount(tx: Tx, commentId: number, delta: 1 | -1): Promise<void> {
  await tx
    .update(comments)
    .set({ repliesCount: sql`greatest(${comments.repliesCount} + ${delta}, 0)` })
    .where(eq(comments.id, commentId));
}

export async function createComment(db: Db, viewer: Writer, input: CommentInput): Promise<number> {
  if (!canWrite(viewer)) throw new Forbidden('errors.banned');
  const mediaId = oneMediaId(input.mediaIds ?? []);
  const text = commentText(input.comment, mediaId !== null);
  return inTransaction(db, async (tx) => {
    const post = await lockPost(tx, input.post_id);
    // The post's owner: its community, or its author's blog.
    if (await isBannedInAny(tx, viewer.id, [post.subsiteId])) throw new Forbidden('communities.errors.bannedHere');
    await ownMedia(tx, viewer.id, mediaId);
    let parent: CommentRow | undefined;
    if (input.parent_id != null) {
      parent = await lockComment(tx, input.parent_id);
      if (!parent || parent.postId !== post.id) throw Invalid.field('parent_id', 'validation.invalid');
      if (parent.deletedAt !== null) throw Invalid.field('parent_id', 'comments.errors.parentDeleted');
    }
    const branchId = parent ? (parent.branchId ?? parent.id) : null;
    const [created] = await tx
      .insert(comments)
      .values({ postId: post.id, userId: viewer.id, parentId: parent?.id ?? null, branchId, text, mediaId })
      .returning({ id: comments.id });
    await moveCommentsCount(tx, post.id, 1);
    if (parent) await moveRepliesCount(tx, parent.id, 1);
    await recordEvents(tx, {
      type: 'comment.created',
      commentId: created!.id,
      postId: post.id,
      authorId: viewer.id,
      parentId: parent?.id ?? null,
      parentAuthorId: parent?.userId ?? null,
      branchId,
      postAuthorId: post.userId,
      ownerId: post.subsiteId,
    });
    return created!.id;
  });
}

/** Without `mediaIds` the media stays. */
export async function editComment(db: Db, viewer: Writer, id: number, raw: string, mediaIds?: readonly number[]): Promise<void> {
  const asked = mediaIds === undefined ? undefined : oneMediaId(mediaIds);
  await inTransaction(db, async (tx) => {
    const { post, comment } = await lockCommentUnderPost(tx, id);
    if (!canEditComment(viewer, comment)) throw new Forbidden();
    const mediaId = asked === undefined ? comment.mediaId : await ownMedia(tx, viewer.id, asked);
    const text = commentText(raw, mediaId !== null);
    await tx.update(comments).set({ text, mediaId, updatedAt: new Date() }).where(eq(comments.id, id));
    if (comment.mediaId !== mediaId) await releaseMedia(tx, [comment.mediaId]);
    await recordEvents(tx, { type: 'comment.updated', commentId: id, postId: post.id });
  });
}

/** The post's author removing a branch under their own post tends their discussion: that is not moderation. */
function byModerator(viewer: Writer, comment: CommentRow, postAuthorId: number | null): { authorId?: number; moderatorId?: number } {
  return viewer.id === comment.userId || viewer.id === postAuthorId ? {} : { authorId: comment.userId, moderatorId: viewer.id };
}

/** The text is erased and the comment shows as deleted; its replies stay. */
export async function destroyComment(db: Db, viewer: Writer, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const { post, comment } = await lockCommentUnderPost(tx, id);
    if (!canDestroyComment(viewer, comment, await postCommunity(tx, post, viewer.id))) throw new Forbidden();
    await tx.update(comments).set({ text: '', mediaId: null, deletedAt: new Date(), pinnedAt: null }).where(eq(comments.id, id));
    await releaseMedia(tx, [comment.mediaId]);
    await moveCommentsCount(tx, post.id, -1);
    await recordEvents(tx, { type: 'comment.deleted', commentId: id, postId: post.id, ownerId: post.subsiteId, parentId: comment.parentId, branch: false, removed: [], ...byModerator(viewer, comment, null) });
  });
}

/** The comment and everything below it, with whether each was live (counted by comments_count) and its media. */
async function subtree(tx: Tx, id: number): Promise<{ id: number; live: boolean; media_id: number | null }[]> {
  return queryRows<{ id: number; live: boolean; media_id: number | null }>(tx, sql`
    with recursive tree as (
      select id, deleted_at, media_id from comments where id = ${id}
      union all
      select c.id, c.deleted_at, c.media_id from comments c join tree on c.parent_id = tree.id
    )
    select id, deleted_at is null as live, media_id from tree`);
}

export async function destroyBranch(db: Db, viewer: Writer, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const { post, comment } = await lockCommentUnderPost(tx, id);
    if (!canDestroyBranch(viewer, comment, post, await postCommunity(tx, post, viewer.id))) throw new Forbidden();
    const removed = await subtree(tx, id);
    // The foreign keys cascade from the comment to every reply below it.
    await tx.delete(comments).where(eq(comments.id, id));
    await moveCommentsCount(tx, post.id, -removed.filter((row) => row.live).length);
    await releaseMedia(tx, removed.map((row) => row.media_id));
    if (comment.parentId !== null) await moveRepliesCount(tx, comment.parentId, -1);
    await recordEvents(tx, {
      type: 'comment.deleted',
      commentId: id,
      postId: post.id,
      ownerId: post.subsiteId,
      parentId: comment.parentId,
      branch: true,
      removed: removed.map((row) => row.id),
      ...byModerator(viewer, comment, post.userId),
    });
  });
}

export interface BanTermsInput {
  reason: string;
  banDays?: number;
  banForever?: boolean;
}

export async function banInBlog(db: Db, viewer: Writer, id: number, terms: BanTermsInput): Promise<{ until: Date | null }> {
  const reason = banReason(terms.reason);
  const until = banEnd(terms, new Date());
  return inTransaction(db, async (tx) => {
    const { post, comment } = await lockCommentUnderPost(tx, id);
    const community = await postCommunity(tx, post, viewer.id);
    if (!canBanInBlog(viewer, comment, post, community)) throw new Forbidden();
    await writeBan(tx, { subsiteId: post.userId, userId: comment.userId, moderatorId: viewer.id, reason, until });
    return { until };
  });
}

/** Pinning one root unpins the post's previous one. Answers whether it is pinned now. */
export async function togglePin(db: Db, viewer: Writer, id: number): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const { post, comment } = await lockCommentUnderPost(tx, id);
    if (!canPinComment(viewer, comment, post)) throw new Forbidden();
    const pinned = comment.pinnedAt === null;
    if (pinned) {
      await tx
        .update(comments)
        .set({ pinnedAt: null })
        .where(and(eq(comments.postId, post.id), isNotNull(comments.pinnedAt), ne(comments.id, id)));
    }
    await tx
      .update(comments)
      .set({ pinnedAt: pinned ? new Date() : null })
      .where(eq(comments.id, id));
    // The pinned root heads the first page, cached for guests and shared with members: drop it.
    await recordEvents(tx, { type: 'comment.updated', commentId: id, postId: post.id });
    return pinned;
  });
}
