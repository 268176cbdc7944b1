/**
 * Comments away from their threads (a member's Comments tab) through the read pipeline: a
 * list's ids → the comments hydrated as under a post (hydration/comments.ts) → only those
 * under a published, live post → each presented with its post's address and title.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CommentCardDto } from '../../shared/dto/comment.ts';
import type { Db } from '../db/client.ts';
import { posts, subsites } from '../db/schema/index.ts';
import { presentComment } from '../features/comments/comments.presenter.ts';
import { postPath } from '../features/posts/posts.presenter.ts';
import { hydrateComments } from '../hydration/comments.ts';
import type { ReadContext } from './posts.ts';

async function loadPostLinks(db: Db, postIds: readonly number[]): Promise<Map<number, { id: number; title: string; url: string }>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ id: posts.id, title: posts.title, slug: posts.slug, ownerSlug: subsites.slug })
    .from(posts)
    .innerJoin(subsites, eq(subsites.id, posts.subsiteId))
    .where(and(sql`${posts.id} = any(${sql.param([...new Set(postIds)])}::int[])`, eq(posts.isPublish, true), isNull(posts.deletedAt)));
  return new Map(rows.map((row) => [row.id, { id: row.id, title: row.title, url: postPath(row.ownerSlug, row.id, row.slug) }]));
}

export async function commentCards({ db, viewer, mediaBase }: ReadContext, ids: readonly number[]): Promise<CommentCardDto[]> {
  const hydration = await hydrateComments(db, viewer?.id ?? null, ids, 0);
  const links = await loadPostLinks(db, [...hydration.comments.values()].map((row) => row.postId));
  return ids.flatMap((id) => {
    const row = hydration.comments.get(id);
    const post = row && links.get(row.postId);
    if (!row || !post || row.deletedAt !== null) return [];
    return [{ ...presentComment(row, { ...hydration, postUrl: post.url, mediaBase }), post }];
  });
}
