import { and, eq, exists, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountDeletions, posts, subsites, type PostRow, type ShareCardRef } from '../../db/schema/index.ts';

export interface CardPost extends Pick<PostRow, 'title' | 'excerpt' | 'blocks' | 'isPublish' | 'deletedAt' | 'shareCard'> {
  author: string;
  /** The author ended their account: their name leaves the post's picture with them. */
  authorLeft: boolean;
}

export async function cardPost(db: Db, postId: number): Promise<CardPost | undefined> {
  const [row] = await db
    .select({
      title: posts.title,
      excerpt: posts.excerpt,
      blocks: posts.blocks,
      isPublish: posts.isPublish,
      deletedAt: posts.deletedAt,
      shareCard: posts.shareCard,
      author: subsites.name,
      authorLeft: sql<boolean>`${exists(db.select({ one: sql`1` }).from(accountDeletions).where(eq(accountDeletions.userId, posts.userId)))}`,
    })
    .from(posts)
    .innerJoin(subsites, eq(subsites.id, posts.userId))
    .where(eq(posts.id, postId));
  return row;
}

/** Moves the post from one card to the next only if no other run moved it since `from` was read. */
export async function swapShareCard(db: Db, postId: number, from: ShareCardRef | null, to: ShareCardRef | null): Promise<boolean> {
  const moved = await db
    .update(posts)
    .set({ shareCard: to })
    .where(and(eq(posts.id, postId), sql`(${posts.shareCard} ->> 'key') is not distinct from ${from?.key ?? null}::text`))
    .returning({ id: posts.id });
  return moved.length > 0;
}

export async function authorsPostsWithCards(db: Db, authorId: number): Promise<number[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.userId, authorId), isNotNull(posts.shareCard)));
  return rows.map((row) => row.id);
}

/** Published posts without a card, whether or not they need one. */
export async function publishedPostsWithoutCards(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.isPublish, true), isNull(posts.deletedAt), isNull(posts.shareCard)))
    .orderBy(posts.id);
  return rows.map((row) => row.id);
}
