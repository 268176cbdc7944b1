/**
 * Posts through the read pipeline: skeleton (a list's query, ids in order) → hydrate
 * (hydration/posts.ts) → rules (rules.ts) → present (posts.presenter.ts). Every list of
 * posts and the post page go through these two functions.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { PostDto } from '../../shared/dto/post.ts';
import { hydratePosts } from '../hydration/posts.ts';
import type { Viewer } from '../features/posts/posts.policy.ts';
import { presentPost, type PostRow } from '../features/posts/posts.presenter.ts';
import { applyRules, LIST_RULES, PAGE_RULES } from './rules.ts';

/** Who reads, from which database, and where the reader's browser finds uploads. */
export interface ReadContext {
  db: Db;
  viewer: Viewer;
  mediaBase: string;
}

export function readContext(app: FastifyInstance, request: FastifyRequest): ReadContext {
  return { db: app.db, viewer: request.user, mediaBase: app.config.mediaBase };
}

/** A list's ids → the cards the viewer may see, in the list's order. */
export async function postCards({ db, viewer, mediaBase }: ReadContext, ids: readonly number[]): Promise<PostDto[]> {
  const hydration = await hydratePosts(db, viewer?.id ?? null, ids);
  return applyRules(ids, hydration, viewer, LIST_RULES).map((row) => presentPost(row, hydration, { blocks: 'card', mediaBase }));
}

/** One post with every block, and its row for the page's meta; undefined when the viewer may not see it. */
export async function postForPage({ db, viewer, mediaBase }: ReadContext, id: number): Promise<{ row: PostRow; post: PostDto } | undefined> {
  const hydration = await hydratePosts(db, viewer?.id ?? null, [id]);
  const [row] = applyRules([id], hydration, viewer, PAGE_RULES);
  return row && { row, post: presentPost(row, hydration, { blocks: 'all', mediaBase }) };
}
