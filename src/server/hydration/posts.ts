/**
 * Post rows → PostDtos with a fixed number of queries whatever the list length: one for
 * the author and owner cards, one for the posts replied to. Feeds, tag pages, drafts and
 * the post page all come through here.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { posts, subsites } from '../db/schema/index.ts';
import type { PostDto } from '../../shared/dto/post.ts';
import { postPath, presentPost, type ParentReply, type PostRow } from '../features/posts/posts.presenter.ts';
import { loadSubsiteCards } from './subsites.ts';

/** The published, live posts among `ids`, as the parent_reply of their replies. */
async function loadParentReplies(db: Db, ids: number[]): Promise<Map<number, ParentReply>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: posts.id, slug: posts.slug, title: posts.title, ownerSlug: subsites.slug })
    .from(posts)
    .innerJoin(subsites, eq(subsites.id, posts.subsiteId))
    .where(and(sql`${posts.id} = any(${sql.param([...new Set(ids)])}::int[])`, eq(posts.isPublish, true), isNull(posts.deletedAt)));
  return new Map(rows.map((row) => [row.id, { id: row.id, title: row.title, url: postPath(row.ownerSlug, row.id, row.slug) }]));
}

export async function hydratePosts(db: Db, rows: PostRow[], mediaBase: string): Promise<PostDto[]> {
  const parentIds = rows.flatMap((row) => (row.replyId === null ? [] : [row.replyId]));
  const [cards, parents] = await Promise.all([
    loadSubsiteCards(
      db,
      rows.flatMap((row) => [row.userId, row.subsiteId]),
    ),
    loadParentReplies(db, parentIds),
  ]);
  return rows.flatMap((row) => presentPost(row, { cards, parents, mediaBase }) ?? []);
}

/** How many drafts a user has: the account menu's counter (uses the drafts index). */
export async function countDrafts(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.isPublish, false), isNull(posts.deletedAt)));
  return row?.count ?? 0;
}
