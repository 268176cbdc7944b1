// Each list is a skeleton query, then its rows and every card they name in two more, whatever the page's length
// (admin-content.test.ts counts them). Comments have no search document and match by substring, scanning newest first
// until a page is found: fine for a tool used now and then, and no index to keep for it.
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AdminCommentDto, AdminPostDto, CommentState, PostState } from '../../../shared/dto/admin-content.ts';
import type { Db } from '../../db/client.ts';
import { comments, complaints, posts, searchableVector, subsites } from '../../db/schema/index.ts';
import { loadSubsiteCards } from '../../hydration/subsites.ts';
import { containing } from '../../lib/like.ts';
import type { TimeKey } from '../../pipeline/cursor.ts';
import { keysetTime, olderThan, skeletonOf, type PageRequest, type Skeleton } from '../../pipeline/skeleton.ts';
import { postPath } from '../../../shared/slugs.ts';

const PREVIEW_LENGTH = 300;

export interface ContentSearch {
  /** A `to_tsquery` text for posts, a plain text for comments; null: any. */
  text: string | null;
  /** A name or nickname (a part of one); null: anyone. */
  author: string | null;
}

function byAuthor(column: typeof posts.userId | typeof comments.userId, author: string | null): SQL | undefined {
  if (author === null) return undefined;
  const text = author.replace(/^@/, '').toLowerCase();
  return sql`${column} in (select ${subsites.id} from ${subsites} where ${subsites.type} = 'user' and (lower(${subsites.slug}) = ${text} or lower(${subsites.name}) like ${containing(text)}))`;
}

/** Each state's posts and the time that orders them: publication (posts_published_idx), the last edit, the deletion. */
const POST_STATE: Record<PostState, { where: SQL; time: PgColumn }> = {
  published: { where: sql`${posts.isPublish} and ${posts.deletedAt} is null`, time: posts.publishedAt },
  drafts: { where: sql`not ${posts.isPublish} and ${posts.deletedAt} is null`, time: posts.updatedAt },
  deleted: { where: sql`${posts.deletedAt} is not null`, time: posts.deletedAt },
};

export async function postSkeleton(db: Db, state: PostState, search: ContentSearch, page: PageRequest<TimeKey>): Promise<Skeleton<TimeKey>> {
  const { where, time } = POST_STATE[state];
  const rows = await db
    .select({ id: posts.id, time: keysetTime(time) })
    .from(posts)
    .where(
      and(
        where,
        search.text === null ? undefined : sql`${searchableVector(posts.searchVector, posts.publishedAt)} @@ to_tsquery('russian', ${search.text})`,
        byAuthor(posts.userId, search.author),
        page.after ? olderThan(time, posts.id, page.after) : undefined,
      ),
    )
    .orderBy(desc(time), desc(posts.id))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): TimeKey => [row.time, row.id]);
}

export async function commentSkeleton(db: Db, state: CommentState, search: ContentSearch, page: PageRequest<TimeKey>): Promise<Skeleton<TimeKey>> {
  const rows = await db
    .select({ id: comments.id, time: keysetTime(comments.createdAt) })
    .from(comments)
    .where(
      and(
        state === 'deleted' ? isNotNull(comments.deletedAt) : isNull(comments.deletedAt),
        search.text === null ? undefined : sql`lower(${comments.text}) like ${containing(search.text.toLowerCase())}`,
        byAuthor(comments.userId, search.author),
        page.after ? olderThan(comments.createdAt, comments.id, page.after) : undefined,
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(page.perPage + 1);
  return skeletonOf(rows, page.perPage, (row): TimeKey => [row.time, row.id]);
}

function stateOf(row: { isPublish: boolean; deletedAt: Date | null }): PostState {
  if (row.deletedAt !== null) return 'deleted';
  return row.isPublish ? 'published' : 'drafts';
}

export async function adminPostRows(db: Db, ids: readonly number[]): Promise<AdminPostDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      excerpt: posts.excerpt,
      slug: posts.slug,
      userId: posts.userId,
      subsiteId: posts.subsiteId,
      isPublish: posts.isPublish,
      isOfficial: posts.isOfficial,
      createdAt: posts.createdAt,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
      deletedAt: posts.deletedAt,
      commentsCount: posts.commentsCount,
      rating: posts.rating,
    })
    .from(posts)
    .where(inArray(posts.id, [...ids]));
  const cards = await loadSubsiteCards(db, rows.flatMap((row) => [row.userId, row.subsiteId]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id): AdminPostDto[] => {
    const row = byId.get(id);
    if (!row) return [];
    const state = stateOf(row);
    const owner = cards.get(row.subsiteId);
    return [
      {
        id: row.id,
        title: row.title,
        excerpt: row.excerpt.slice(0, PREVIEW_LENGTH),
        state,
        url: state === 'published' && owner ? postPath(owner.slug, row.id, row.slug) : null,
        author: cards.get(row.userId) ?? null,
        community: row.subsiteId === row.userId ? null : (owner ?? null),
        is_official: row.isOfficial,
        created_at: row.createdAt.toISOString(),
        published_at: row.publishedAt?.toISOString() ?? null,
        updated_at: row.updatedAt.toISOString(),
        deleted_at: row.deletedAt?.toISOString() ?? null,
        comments_count: row.commentsCount,
        rating: row.rating,
      },
    ];
  });
}

export async function adminCommentRows(db: Db, ids: readonly number[]): Promise<AdminCommentDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: comments.id,
      text: comments.text,
      userId: comments.userId,
      deletedAt: comments.deletedAt,
      repliesCount: comments.repliesCount,
      createdAt: comments.createdAt,
      postId: posts.id,
      postTitle: posts.title,
      postSlug: posts.slug,
      ownerId: posts.subsiteId,
      postLive: sql<boolean>`${posts.isPublish} and ${posts.deletedAt} is null`,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(inArray(comments.id, [...ids]));
  const cards = await loadSubsiteCards(db, rows.flatMap((row) => [row.userId, row.ownerId]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id): AdminCommentDto[] => {
    const row = byId.get(id);
    if (!row) return [];
    const owner = cards.get(row.ownerId);
    const live = row.deletedAt === null && row.postLive && owner !== undefined;
    return [
      {
        id: row.id,
        text: row.text.slice(0, PREVIEW_LENGTH),
        deleted: row.deletedAt !== null,
        url: live ? `${postPath(owner.slug, row.postId, row.postSlug)}?comment=${row.id}` : null,
        has_replies: row.repliesCount > 0,
        author: cards.get(row.userId) ?? null,
        post: { id: row.postId, title: row.postTitle },
        created_at: row.createdAt.toISOString(),
      },
    ];
  });
}

/** Items with open reports, as the report queue counts its entries. */
export async function openReportsCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ items: count(sql`distinct (${complaints.modelType}, ${complaints.modelId})`) })
    .from(complaints)
    .where(isNull(complaints.resolvedAt));
  return row?.items ?? 0;
}
