import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments, media, posts, subsites, type CommentRow, type MediaRow } from '../../db/schema/index.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { postPath } from '../../../shared/slugs.ts';
import { loadSubsiteCards } from '../../hydration/subsites.ts';
import { loadReactionSet, type ReactionSet } from '../reactions/index.ts';

export interface CommentedPost {
  id: number;
  userId: number;
  subsiteId: number;
  url: string;
  commentsCount: number;
}

export async function loadCommentedPost(db: Db, postId: number): Promise<CommentedPost | undefined> {
  const [row] = await db
    .select({ id: posts.id, userId: posts.userId, subsiteId: posts.subsiteId, slug: posts.slug, ownerSlug: subsites.slug, commentsCount: posts.commentsCount })
    .from(posts)
    .innerJoin(subsites, eq(subsites.id, posts.subsiteId))
    .where(and(eq(posts.id, postId), eq(posts.isPublish, true), sql`${posts.deletedAt} is null`))
    .limit(1);
  return row && { id: row.id, userId: row.userId, subsiteId: row.subsiteId, url: postPath(row.ownerSlug, row.id, row.slug), commentsCount: row.commentsCount };
}

export interface CardPost {
  id: number;
  title: string;
  url: string;
  /** Null for a post in its author's blog. */
  category_id: number | null;
}

/** Read from the comment ids so that it runs beside the comments' own read. */
export async function loadCardPosts(db: Db, commentIds: readonly number[]): Promise<Map<number, CardPost>> {
  if (commentIds.length === 0) return new Map();
  const rows = await db
    .select({ commentId: comments.id, id: posts.id, title: posts.title, slug: posts.slug, userId: posts.userId, subsiteId: posts.subsiteId, ownerSlug: subsites.slug })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .innerJoin(subsites, eq(subsites.id, posts.subsiteId))
    .where(and(sql`${comments.id} = any(${anyId(commentIds)}::int[])`, isNull(comments.deletedAt), eq(posts.isPublish, true), isNull(posts.deletedAt)));
  return new Map(rows.map((row) => [row.commentId, { id: row.id, title: row.title, url: postPath(row.ownerSlug, row.id, row.slug), category_id: row.subsiteId === row.userId ? null : row.subsiteId }]));
}

/** What every reader shares of a set of comments; the reader's own state is loaded apart (hydration/viewer.ts). */
export interface CommentsHydration {
  comments: ReadonlyMap<number, CommentRow>;
  firstReplies: ReadonlyMap<number, CommentRow[]>;
  cards: ReadonlyMap<number, SubsiteCard>;
  reactionSet: ReactionSet;
  media: ReadonlyMap<number, MediaRow>;
}

const anyId = (ids: readonly number[]) => sql.param([...new Set(ids)]);

async function loadComments(db: Db, ids: readonly number[]): Promise<CommentRow[]> {
  return ids.length === 0 ? [] : db.select().from(comments).where(sql`${comments.id} = any(${anyId(ids)}::int[])`);
}

/** A lateral limit, not a ranking of all replies: a few index reads per parent whatever the size of its thread. */
async function loadFirstReplies(db: Db, parentIds: readonly number[], limit: number): Promise<Map<number, CommentRow[]>> {
  const byParent = new Map<number, CommentRow[]>();
  if (parentIds.length === 0 || limit === 0) return byParent;
  const rows = await db
    .select()
    .from(comments)
    .where(
      sql`${comments.id} = any(array(select first.id from unnest(${anyId(parentIds)}::int[]) as parent(id)
        cross join lateral (select id from comments where parent_id = parent.id order by created_at, id limit ${limit}) first))`,
    )
    .orderBy(comments.createdAt, comments.id);
  for (const row of rows) byParent.set(row.parentId!, [...(byParent.get(row.parentId!) ?? []), row]);
  return byParent;
}

async function loadMedia(db: Db, ids: readonly number[]): Promise<Map<number, MediaRow>> {
  const rows = ids.length === 0 ? [] : await db.select().from(media).where(sql`${media.id} = any(${anyId(ids)}::int[])`);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function hydrateComments(db: Db, ids: readonly number[], firstReplies: number): Promise<CommentsHydration> {
  const [rows, replies] = await Promise.all([loadComments(db, ids), loadFirstReplies(db, ids, firstReplies)]);
  const all = [...rows, ...[...replies.values()].flat()];
  const [cards, reactionSet, mediaRows] = await Promise.all([
    loadSubsiteCards(
      db,
      all.map((row) => row.userId),
    ),
    loadReactionSet(db),
    loadMedia(
      db,
      all.flatMap((row) => (row.mediaId === null ? [] : [row.mediaId])),
    ),
  ]);
  return { comments: new Map(rows.map((row) => [row.id, row])), firstReplies: replies, cards, reactionSet, media: mediaRows };
}
