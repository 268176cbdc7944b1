// The read pipeline, skeleton → hydrate → rules → present: docs/adr/0023-read-pipeline.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { PostDto } from '../../shared/dto/post.ts';
import { hydratePosts } from '../hydration/posts.ts';
import type { CommunityBan } from '../hydration/viewer.ts';
import type { Viewer } from '../kernel/viewer.ts';
import type { PostRow } from '../db/schema/index.ts';
import { presentPost } from '../features/posts/posts.presenter.ts';
import type { KeyPart } from './cursor.ts';
import { applyRules, LIST_RULES, PAGE_RULES } from './rules.ts';
import type { KeyedSkeleton, PageRequest, Skeleton } from './skeleton.ts';

export interface ReadContext {
  db: Db;
  viewer: Viewer;
  mediaBase: string;
}

export function readContext(app: FastifyInstance, request: FastifyRequest): ReadContext {
  return { db: app.db, viewer: request.user, mediaBase: app.config.mediaBase };
}

export async function postCards({ db, viewer, mediaBase }: ReadContext, ids: readonly number[]): Promise<PostDto[]> {
  const hydration = await hydratePosts(db, viewer?.id ?? null, ids);
  return applyRules(ids, hydration, viewer, LIST_RULES).map((row) => presentPost(row, hydration, { blocks: 'card', mediaBase }));
}

/** Past these extra reads a page the rules shortened is shown short rather than read without end. */
const REFILLS = 2;

/**
 * The page is cut after its last card, whose own key is where the next page starts; the skeleton
 * returned names every id read up to that card (the paginator's `to` counts them).
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

export async function postForPage({ db, viewer, mediaBase }: ReadContext, id: number): Promise<{ row: PostRow; post: PostDto; ban: CommunityBan | null } | undefined> {
  const hydration = await hydratePosts(db, viewer?.id ?? null, [id]);
  const [row] = applyRules([id], hydration, viewer, PAGE_RULES);
  return row && { row, post: presentPost(row, hydration, { blocks: 'all', mediaBase }), ban: hydration.viewer.bans.get(row.subsiteId) ?? null };
}
