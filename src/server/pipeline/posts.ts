/**
 * Posts through the read pipeline: skeleton (a list's query, ids in order) → hydrate
 * (hydration/posts.ts) → rules (rules.ts) → present (posts.presenter.ts). Every list of
 * posts and the post page go through these two functions.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { PostDto } from '../../shared/dto/post.ts';
import { hydratePosts } from '../hydration/posts.ts';
import type { CommunityBan } from '../hydration/viewer.ts';
import type { Viewer } from '../features/posts/posts.policy.ts';
import { presentPost, type PostRow } from '../features/posts/posts.presenter.ts';
import type { KeyPart } from './cursor.ts';
import { applyRules, LIST_RULES, PAGE_RULES } from './rules.ts';
import type { KeyedSkeleton, PageRequest, Skeleton } from './skeleton.ts';

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

/**
 * More skeleton reads a keyset page may make after the rules removed cards (a reader's
 * ignores and hidden posts); past them the page is shown short rather than read without end.
 * A page nothing was removed from costs nothing more.
 */
const REFILLS = 2;

/**
 * A keyset page of cards that stays full when the rules remove some: further pages of ids
 * are read and shown until the page is full, then the page is cut after its last card, whose
 * own key is where the next page starts. The skeleton returned names every id read up to
 * that card (the paginator's `to` counts them).
 */
export async function filledPage<K extends readonly KeyPart[]>(
  context: ReadContext,
  page: PageRequest<K>,
  load: (page: PageRequest<K>) => Promise<KeyedSkeleton<K>>,
): Promise<{ data: PostDto[]; skeleton: Skeleton<K> }> {
  let skeleton = await load(page);
  const ids = [...skeleton.ids];
  const keys = [...skeleton.keys];
  const data = await postCards(context, skeleton.ids);
  for (let round = 0; round < REFILLS && data.length < page.perPage && skeleton.nextKey; round++) {
    skeleton = await load({ ...page, after: skeleton.nextKey });
    ids.push(...skeleton.ids);
    keys.push(...skeleton.keys);
    data.push(...(await postCards(context, skeleton.ids)));
  }
  if (data.length <= page.perPage) return { data, skeleton: { ids, nextKey: skeleton.nextKey } };
  const shown = data.slice(0, page.perPage);
  const cut = ids.indexOf(shown.at(-1)!.id) + 1;
  return { data: shown, skeleton: { ids: ids.slice(0, cut), nextKey: keys[cut - 1]! } };
}

/**
 * One post with every block, its row for the page's meta, and the viewer's ban in its
 * community (read with the viewer's state, not a statement of its own); undefined when the
 * viewer may not see it.
 */
export async function postForPage({ db, viewer, mediaBase }: ReadContext, id: number): Promise<{ row: PostRow; post: PostDto; ban: CommunityBan | null } | undefined> {
  const hydration = await hydratePosts(db, viewer?.id ?? null, [id]);
  const [row] = applyRules([id], hydration, viewer, PAGE_RULES);
  return row && { row, post: presentPost(row, hydration, { blocks: 'all', mediaBase }), ban: hydration.viewer.bans.get(row.subsiteId) ?? null };
}
