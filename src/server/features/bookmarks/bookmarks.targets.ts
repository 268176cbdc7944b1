import { and, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { BookmarkTargetType } from '../../../shared/dto/bookmark.ts';
import type { Db } from '../../db/client.ts';
import { comments, posts } from '../../db/schema/index.ts';
import { channels } from '../../../shared/realtime.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';

export interface BookmarkTarget {
  table: PgTable;
  /** Takes the item's row for the rest of the transaction, so concurrent bookmarks of one item move its counter in turn. */
  lock(tx: Db, id: number): Promise<boolean>;
  /** The cached guest pages that show the item's count (platform/page-cache/page-tags.ts). */
  pagesShowing(db: Db, id: number): Promise<string[]>;
  /** The item's count now, and the channel its open pages hear it on (where its likes go). */
  liveCount(db: Db, id: number): Promise<{ channel: string; count: number } | undefined>;
}

const postTarget: BookmarkTarget = {
  table: posts,
  async lock(tx, id) {
    const [row] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, id), eq(posts.isPublish, true), isNull(posts.deletedAt)))
      .for('update');
    return row !== undefined;
  },
  // Lists show card counters up to the cache's few seconds old, as likes do; only the post's own page is dropped.
  pagesShowing: async (_db, id) => [pageTags.post(id)],
  async liveCount(db, id) {
    const [row] = await db.select({ count: posts.bookmarksCount }).from(posts).where(eq(posts.id, id));
    return row && { channel: channels.likes('post', id), count: row.count };
  },
};

/** A live comment under a published, live post; its count shows on the post's page. */
const commentTarget: BookmarkTarget = {
  table: comments,
  async lock(tx, id) {
    const [row] = await tx
      .select({ id: comments.id, postId: comments.postId })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(and(eq(comments.id, id), isNull(comments.deletedAt), eq(posts.isPublish, true), isNull(posts.deletedAt)))
      .for('update', { of: comments });
    return row !== undefined;
  },
  async pagesShowing(db, id) {
    const [row] = await db.select({ postId: comments.postId }).from(comments).where(eq(comments.id, id));
    return row ? [pageTags.post(row.postId)] : [];
  },
  async liveCount(db, id) {
    const [row] = await db.select({ postId: comments.postId, count: comments.bookmarksCount }).from(comments).where(eq(comments.id, id));
    return row && { channel: channels.commentLikes(row.postId), count: row.count };
  },
};

export const BOOKMARK_TARGET_REGISTRY: Record<BookmarkTargetType, BookmarkTarget> = {
  post: postTarget,
  comment: commentTarget,
};
