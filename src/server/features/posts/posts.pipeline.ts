// Posts through the read pipeline, the same code for guests and members
// (docs/adr/0023-read-pipeline.md). The shared half — the posts presented with no one's marks, and
// the facts the rules read — is the same for every reader, so it may be kept, keyed by ids and
// tagged by what it shows. The reader's half is one statement, always run; the rules and the
// reader's marks are applied to the two on every read.
import type { PostDto } from '../../../shared/dto/post.ts';
import type { PostRow } from '../../db/schema/index.ts';
import { unlessMissingOnReplica } from '../../db/read-scope.ts';
import type { ViewerState, ViewerSubjects } from '../../hydration/viewer.ts';
import type { ReadContext } from '../../pipeline/context.ts';
import type { KeyPart } from '../../pipeline/cursor.ts';
import { filledPage } from '../../pipeline/filled-page.ts';
import type { KeyedSkeleton, PageRequest, Skeleton } from '../../pipeline/skeleton.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { runningTotal } from '../../lib/paginator.ts';
import { hydratePosts, type PostsHydration } from './posts.hydration.ts';
import { presentSharedPost, withViewerState, type PresentOptions } from './posts.presenter.ts';
import { ruleFacts, shownInList, type RuleFacts } from './posts.rules.ts';

/** A post as every reader shares it. */
export interface SharedPost {
  facts: RuleFacts;
  post: PostDto;
}

/** The post page's own: its meta tags read them. */
export interface SharedPostPage extends SharedPost {
  row: Pick<PostRow, 'excerpt' | 'updatedAt' | 'editedAt' | 'shareCard'>;
}

/** A deleted post, or one whose author's or community's page is deleted, is gone for every reader: it is not shared at all. */
function sharedOf(hydration: PostsHydration, id: number, options: PresentOptions): SharedPost | undefined {
  const row = hydration.posts.get(id);
  if (!row || row.deletedAt !== null || !hydration.subsites.has(row.userId) || !hydration.subsites.has(row.subsiteId)) return undefined;
  return { facts: ruleFacts(row), post: presentSharedPost(row, hydration, options) };
}

/** A post's own tag even when it is not found (a restored post must show), and its author's and owner's: their names and pictures are shown. */
function tagsOf(ids: readonly number[], shared: readonly SharedPost[]): string[] {
  const people = shared.flatMap(({ facts }) => [pageTags.subsite(facts.userId), pageTags.subsite(facts.subsiteId)]);
  return [...new Set([...ids.map(pageTags.post), ...people])];
}

async function sharedCards({ db, mediaBase, cache }: ReadContext, ids: readonly number[]): Promise<readonly SharedPost[]> {
  if (ids.length === 0) return [];
  return cache.shared(`cards ${ids.join(',')}`, async () => {
    const hydration = await hydratePosts(db, ids);
    const value = ids.flatMap((id) => sharedOf(hydration, id, { blocks: 'card', mediaBase }) ?? []);
    return { value, tags: tagsOf(ids, value) };
  });
}

/** Undefined for a post no one may see; a draft is shared too, and the rules show it to its author alone. */
export async function sharedPost({ db, mediaBase, cache }: ReadContext, id: number): Promise<SharedPostPage | undefined> {
  const kept = await cache.shared(`post ${id}`, async () => {
    const hydration = await unlessMissingOnReplica(() => hydratePosts(db, [id]), (loaded) => loaded.posts.has(id));
    const found = sharedOf(hydration, id, { blocks: 'all', mediaBase });
    const row = hydration.posts.get(id);
    const value = found && row ? { ...found, row: { excerpt: row.excerpt, updatedAt: row.updatedAt, editedAt: row.editedAt, shareCard: row.shareCard } } : null;
    return { value, tags: tagsOf([id], value ? [value] : []) };
  });
  return kept ?? undefined;
}

/** The reader's half: one statement for the posts and whatever else the page shows (`more`). */
export function readerState({ viewerState }: ReadContext, shared: readonly SharedPost[], more: ViewerSubjects = {}): Promise<ViewerState> {
  return viewerState({
    ...more,
    postIds: shared.map(({ facts }) => facts.id),
    subsiteIds: [...shared.flatMap(({ facts }) => [facts.userId, facts.subsiteId]), ...(more.subsiteIds ?? [])],
    // A ban in a post's community or blog closes its comments.
    communityIds: shared.map(({ facts }) => facts.subsiteId),
  });
}

/** The cards the reader is shown of `ids`, in their order. */
export async function postCards(context: ReadContext, ids: readonly number[]): Promise<PostDto[]> {
  const shared = await sharedCards(context, ids);
  const state = await readerState(context, shared);
  return shared.flatMap(({ facts, post }) => (shownInList(facts, state, context.viewer) ? [withViewerState(post, state)] : []));
}

/** A list of posts paged by keys. */
export interface PostList<K extends readonly KeyPart[]> {
  read(page: PageRequest<K>): Promise<KeyedSkeleton<K>>;
  /** The list's length where it keeps one; else the total is what has been seen, plus one while more follow. */
  count?(): Promise<number>;
  /** Set when every reader gets the same ids: they are kept under this key until one of these tags drops them. */
  sharedAs?: { key: string; tags: readonly string[] };
}

export interface PostListPage<K extends readonly KeyPart[]> {
  data: PostDto[];
  skeleton: Skeleton<K>;
  total: number;
}

export async function postListPage<K extends readonly KeyPart[]>(context: ReadContext, page: PageRequest<K>, list: PostList<K>): Promise<PostListPage<K>> {
  const { sharedAs, count } = list;
  const keep = <T>(key: string, load: () => Promise<T>): Promise<T> =>
    sharedAs ? context.cache.shared(`${key} ${sharedAs.key}`, async () => ({ value: await load(), tags: sharedAs.tags })) : load();
  const read = (part: PageRequest<K>) => keep(`list ${JSON.stringify(part)}`, () => list.read(part));
  const [{ data, skeleton }, total] = await Promise.all([filledPage(page, read, (ids) => postCards(context, ids)), count ? keep('count', count) : undefined]);
  return { data, skeleton, total: total ?? runningTotal(skeleton, page) };
}
