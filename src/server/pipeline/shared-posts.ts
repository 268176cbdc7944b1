// Members' pages built from the guests' page data: docs/adr/0028-members-pages-from-guests-data.md.
import type { CommentDto } from '../../shared/dto/comment.ts';
import type { Paginator } from '../../shared/dto/paginator.ts';
import type { PostDto } from '../../shared/dto/post.ts';
import type { PageCache } from '../platform/page-cache/page-cache.plugin.ts';
import { pageTags } from '../platform/page-cache/page-tags.ts';
import { hydratePosts } from '../hydration/posts.ts';
import { loadViewerState, type CommunityBan, type ViewerState, type ViewerSubjects } from '../hydration/viewer.ts';
import type { PostRow } from '../db/schema/index.ts';
import { presentPost, withViewerState } from '../features/posts/posts.presenter.ts';
import type { KeyPart } from './cursor.ts';
import { postForPage, type ReadContext } from './posts.ts';
import { applyRules, chosenToSee, keywordText, LIST_RULES } from './rules.ts';
import { commentSubjects, firstCommentsFor, sharedFirstComments } from './shared-comments.ts';
import type { Skeleton } from './skeleton.ts';

export interface SharedCards {
  ids: readonly number[];
  posts: readonly PostDto[];
  texts: readonly string[];
}

export interface SharedList<K extends readonly KeyPart[]> {
  cards: SharedCards;
  skeleton: Skeleton<K>;
  total: number;
}

export interface SharedPost {
  cards: SharedCards;
  row: Pick<PostRow, 'excerpt' | 'updatedAt'>;
}

export interface SharedContext {
  cache: PageCache;
  context: ReadContext;
}

const asGuest = (context: ReadContext): ReadContext => ({ ...context, viewer: null });

/** Beside each post, its author's and owner's pages drop it: their names and pictures are shown. */
function tagsOf(cards: SharedCards): string[] {
  return [...new Set(cards.posts.flatMap((post) => [pageTags.post(post.id), pageTags.subsite(post.user_id), pageTags.subsite(post.category_id ?? post.user_id)]))];
}

async function sharedCards({ db, mediaBase }: ReadContext, ids: readonly number[]): Promise<SharedCards | null> {
  const hydration = await hydratePosts(db, null, ids);
  const rows = applyRules(ids, hydration, null, LIST_RULES);
  if (rows.length !== ids.length) return null;
  return { ids, posts: rows.map((row) => presentPost(row, hydration, { blocks: 'card', mediaBase })), texts: rows.map(keywordText) };
}

export function viewerStateFor({ db, viewer }: ReadContext, sets: readonly SharedCards[], more: ViewerSubjects = {}): Promise<ViewerState> {
  const posts = sets.flatMap((set) => set.posts);
  return loadViewerState(db, viewer?.id ?? null, {
    ...more,
    postIds: sets.flatMap((set) => set.ids),
    subsiteIds: [...posts.flatMap((post) => [post.user_id, post.category_id ?? post.user_id]), ...(more.subsiteIds ?? [])],
    communityIds: posts.map((post) => post.category_id ?? post.user_id),
  });
}

export function listFor({ posts, texts }: SharedCards, state: ViewerState, { viewer }: ReadContext): PostDto[] {
  return posts.flatMap((post, at) =>
    chosenToSee({ id: post.id, userId: post.user_id, subsiteId: post.category_id ?? post.user_id, text: () => texts[at]! }, state, viewer) ? [withViewerState(post, state)] : [],
  );
}

/**
 * Undefined when the page must be read through the pipeline: sharing off, a guest's rule removed a
 * card, or (with `refills`) the viewer's choices removed one.
 */
export async function sharedListPage<K extends readonly KeyPart[]>(
  { cache, context }: SharedContext,
  key: string,
  tags: readonly string[],
  read: () => Promise<{ skeleton: Skeleton<K>; total: number }>,
  { refills }: { refills: boolean },
): Promise<{ data: PostDto[]; skeleton: Skeleton<K>; total: number } | undefined> {
  const shared = await cache.shared<SharedList<K> | null>(key, async () => {
    const { skeleton, total } = await read();
    const cards = await sharedCards(asGuest(context), skeleton.ids);
    // A page that is not shared is still remembered as such, so it is not read twice per visit.
    return { value: cards && { cards, skeleton, total }, tags: cards ? [...tags, ...tagsOf(cards)] : tags };
  });
  if (!shared) return undefined;
  const data = listFor(shared.cards, await viewerStateFor(context, [shared.cards]), context);
  if (refills && data.length < shared.cards.posts.length) return undefined;
  return { data, skeleton: shared.skeleton, total: shared.total };
}

export interface PostPage {
  row: SharedPost['row'];
  post: PostDto;
  ban: CommunityBan | null;
  comments: Paginator<CommentDto> | null;
}

/** Undefined when read through the pipeline: sharing off, or a post no guest may see (a draft its author opens, or one that is gone). */
export async function sharedPostPage({ cache, context }: SharedContext, id: number, showsComments: (post: PostDto) => boolean): Promise<PostPage | undefined> {
  const shared = await cache.shared<SharedPost | null>(`post ${id}`, async () => {
    const found = await postForPage(asGuest(context), id);
    const value = found ? { cards: { ids: [id], posts: [found.post], texts: [] }, row: { excerpt: found.row.excerpt, updatedAt: found.row.updatedAt } } : null;
    return { value, tags: value ? [pageTags.post(id), ...tagsOf(value.cards)] : [pageTags.post(id)] };
  });
  if (!shared) return undefined;
  const guestPost = shared.cards.posts[0]!;
  const comments = showsComments(guestPost) ? await sharedFirstComments(cache, context, guestPost) : null;
  if (comments === undefined) return undefined;
  const state = await viewerStateFor(context, [shared.cards], comments ? commentSubjects(comments, id) : {});
  const post = withViewerState(guestPost, state);
  return {
    row: shared.row,
    post,
    ban: state.bans.get(post.category_id ?? post.user_id) ?? null,
    comments: comments && firstCommentsFor(comments, post, { viewer: state, viewerId: context.viewer?.id ?? null }),
  };
}
