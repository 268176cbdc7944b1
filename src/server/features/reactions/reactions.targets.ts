import { and, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ReactionTargetType } from '../../../shared/dto/reaction.ts';
import type { Db } from '../../db/client.ts';
import { comments, posts } from '../../db/schema/index.ts';
import type { Viewer } from '../../kernel/viewer.ts';

export interface TargetFacts {
  /** Who wrote it: their own reactions move no rating. */
  authorId: number;
  /** The post itself, or the one the comment is under: its page shows the counters. */
  postId: number;
  /** The subsites whose rating its likes move (the author's blog, the community it is in). */
  ratedSubsites: number[];
  /** The community it is under, whose ban forbids reacting there (a ban in an author's blog closes comments only). */
  communities: number[];
}

export interface ReactionTarget {
  table: PgTable;
  /** What a reader cannot see cannot be reacted to. `lock` holds the row, so concurrent reactions move counters in turn. */
  find(db: Db, viewer: Viewer, id: number, lock: boolean): Promise<TargetFacts | undefined>;
}

const postTarget: ReactionTarget = {
  table: posts,
  async find(db, _viewer, id, lock) {
    const query = db
      .select({ userId: posts.userId, subsiteId: posts.subsiteId })
      .from(posts)
      .where(and(eq(posts.id, id), eq(posts.isPublish, true), isNull(posts.deletedAt)));
    const [row] = lock ? await query.for('update') : await query;
    return row && { authorId: row.userId, postId: id, ratedSubsites: [...new Set([row.userId, row.subsiteId])], communities: row.subsiteId === row.userId ? [] : [row.subsiteId] };
  },
};

/** Its likes move its author's rating and, under a post in a community, that community's. */
const commentTarget: ReactionTarget = {
  table: comments,
  async find(db, _viewer, id, lock) {
    const query = db
      .select({ userId: comments.userId, postId: comments.postId, postAuthorId: posts.userId, postOwnerId: posts.subsiteId })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(and(eq(comments.id, id), isNull(comments.deletedAt), eq(posts.isPublish, true), isNull(posts.deletedAt)));
    const [row] = lock ? await query.for('update', { of: comments }) : await query;
    const community = row && row.postOwnerId !== row.postAuthorId ? [row.postOwnerId] : [];
    return row && { authorId: row.userId, postId: row.postId, ratedSubsites: [...new Set([row.userId, ...community])], communities: community };
  },
};

export const REACTION_TARGET_REGISTRY: Record<ReactionTargetType, ReactionTarget> = {
  post: postTarget,
  comment: commentTarget,
};
