import { and, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { BookmarkTargetType } from '../../../shared/dto/bookmark.ts';
import type { Db } from '../../db/client.ts';
import { comments, posts } from '../../db/schema/index.ts';
import type { ItemFacts } from '../../../shared/events.ts';

/** Whose it is and which post's page shows it. */
type BookmarkedItem = Pick<ItemFacts, 'postId' | 'authorId'>;

export interface BookmarkTarget {
  table: PgTable;
  /** Takes the item's row for the rest of the transaction, so concurrent bookmarks of one item move its counter in turn. */
  lock(tx: Db, id: number): Promise<BookmarkedItem | undefined>;
  /** The item's count now. */
  count(db: Db, id: number): Promise<number | undefined>;
}

const postTarget: BookmarkTarget = {
  table: posts,
  async lock(tx, id) {
    const [row] = await tx
      .select({ postId: posts.id, authorId: posts.userId })
      .from(posts)
      .where(and(eq(posts.id, id), eq(posts.isPublish, true), isNull(posts.deletedAt)))
      .for('update');
    return row;
  },
  async count(db, id) {
    const [row] = await db.select({ count: posts.bookmarksCount }).from(posts).where(eq(posts.id, id));
    return row?.count;
  },
};

/** A live comment under a published, live post; its count shows on the post's page. */
const commentTarget: BookmarkTarget = {
  table: comments,
  async lock(tx, id) {
    const [row] = await tx
      .select({ postId: comments.postId, authorId: comments.userId })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(and(eq(comments.id, id), isNull(comments.deletedAt), eq(posts.isPublish, true), isNull(posts.deletedAt)))
      .for('update', { of: comments });
    return row;
  },
  async count(db, id) {
    const [row] = await db.select({ count: comments.bookmarksCount }).from(comments).where(eq(comments.id, id));
    return row?.count;
  },
};

export const BOOKMARK_TARGET_REGISTRY: Record<BookmarkTargetType, BookmarkTarget> = {
  post: postTarget,
  comment: commentTarget,
};
