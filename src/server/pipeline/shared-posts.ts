/**
 * Members' pages built from the data every guest gets. The guest's page data (the presented
 * posts, before anyone's state) is kept by the page cache under the page's key and tags
 * (`app.pageCache.shared`), so it is dropped by the same events and never staler than a
 * guest's page. A member's page is then that data minus what the member's own choices remove
 * (ignored authors and communities, hidden posts, blocked keywords), with the member's state
 * from one statement laid over it: what the full pipeline gives them, without reading posts,
 * cards and posts replied to again. The post page's first comments are shared the same way
 * (shared-comments.ts), their reader's state asked in the post's own statement.
 *
 * What never comes from here: a page where the guest's rules removed something (a draft or
 * unpublished post, which only its author may see, a deleted post or author: the member's
 * pipeline decides), and a page whose list refills when the member's choices remove a card
 * (feeds): both go through the full pipeline.
 *
 * Counters: each shared list also carries the tags of the posts it shows, so whatever drops a
 * post's page (an edit, a comment, a like or reaction, a bookmark) drops every shared list
 * showing it, and a member who has just liked a card sees the count with their like in it.
 */
import type { CommentDto } from '../../shared/dto/comment.ts';
import type { Paginator } from '../../shared/dto/paginator.ts';
import type { PostDto } from '../../shared/dto/post.ts';
import type { PageCache } from '../platform/page-cache/page-cache.plugin.ts';
import { pageTags } from '../platform/page-cache/page-tags.ts';
import { hydratePosts } from '../hydration/posts.ts';
import { loadViewerState, type CommunityBan, type ViewerState, type ViewerSubjects } from '../hydration/viewer.ts';
import { presentPost, withViewerState, type PostRow } from '../features/posts/posts.presenter.ts';
import type { KeyPart } from './cursor.ts';
import { postForPage, type ReadContext } from './posts.ts';
import { applyRules, chosenToSee, keywordText, LIST_RULES } from './rules.ts';
import { commentSubjects, firstCommentsFor, sharedFirstComments } from './shared-comments.ts';
import type { Skeleton } from './skeleton.ts';

/** Posts as every guest sees them, with what a member's choices are checked against. */
export interface SharedCards {
  /** The skeleton's ids: the viewer's state is asked for all of them, as the full pipeline asks. */
  ids: readonly number[];
  posts: readonly PostDto[];
  /** Each post's title and block text, for blocked keywords; in the order of `posts`. */
  texts: readonly string[];
}

/** A page of a list as every guest sees it. */
export interface SharedList<K extends readonly KeyPart[]> {
  cards: SharedCards;
  skeleton: Skeleton<K>;
  total: number;
}

/** The post page as every guest sees it, with the row fields its meta needs. */
export interface SharedPost {
  cards: SharedCards;
  row: Pick<PostRow, 'excerpt' | 'updatedAt'>;
}

/** What reads the shared data: the page cache's store, and the reader. */
export interface SharedContext {
  cache: PageCache;
  context: ReadContext;
}

const asGuest = (context: ReadContext): ReadContext => ({ ...context, viewer: null });

/** What drops a shared page beside its own tags: each post shown, and its author's and owner's pages (their names and pictures). */
function tagsOf(cards: SharedCards): string[] {
  return [...new Set(cards.posts.flatMap((post) => [pageTags.post(post.id), pageTags.subsite(post.user_id), pageTags.subsite(post.category_id ?? post.user_id)]))];
}

/** A list's ids as cards for every guest; null when the guest's rules removed one (see the top of the file). */
async function sharedCards({ db, mediaBase }: ReadContext, ids: readonly number[]): Promise<SharedCards | null> {
  const hydration = await hydratePosts(db, null, ids);
  const rows = applyRules(ids, hydration, null, LIST_RULES);
  if (rows.length !== ids.length) return null;
  return { ids, posts: rows.map((row) => presentPost(row, hydration, { blocks: 'card', mediaBase })), texts: rows.map(keywordText) };
}

/** The member's state for every post of these shared sets, and for `more` (the post page's comments), in one statement; nothing for a guest. */
export function viewerStateFor({ db, viewer }: ReadContext, sets: readonly SharedCards[], more: ViewerSubjects = {}): Promise<ViewerState> {
  const posts = sets.flatMap((set) => set.posts);
  return loadViewerState(db, viewer?.id ?? null, {
    ...more,
    postIds: sets.flatMap((set) => set.ids),
    subsiteIds: [...posts.flatMap((post) => [post.user_id, post.category_id ?? post.user_id]), ...(more.subsiteIds ?? [])],
    communityIds: posts.map((post) => post.category_id ?? post.user_id),
  });
}

/** What the viewer sees of a shared list: their choices remove cards, their state marks the rest. */
export function listFor({ posts, texts }: SharedCards, state: ViewerState, { viewer }: ReadContext): PostDto[] {
  return posts.flatMap((post, at) =>
    chosenToSee({ id: post.id, userId: post.user_id, subsiteId: post.category_id ?? post.user_id, text: () => texts[at]! }, state, viewer) ? [withViewerState(post, state)] : [],
  );
}

/**
 * A list page from the shared data: the page as this viewer sees it, or undefined when it must
 * be read through the pipeline (sharing off, a guest's rule removed a card, or — with
 * `refills`, for lists that refill a page their reader's choices shortened — the viewer's
 * choices removed one).
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

/** The post page as the viewer sees it: the post, its row for the meta, their ban in its community, and the first page of comments (null when none is shown). */
export interface PostPage {
  row: SharedPost['row'];
  post: PostDto;
  ban: CommunityBan | null;
  comments: Paginator<CommentDto> | null;
}

/**
 * The post page from the shared data: the post with the viewer's state and their ban in its
 * community, and — when `showsComments` says the page shows them — the first page of its
 * comments (shared-comments.ts), the viewer's state for both in one statement. Undefined when
 * it must be read through the pipeline (sharing off, or a post no guest may see: a draft its
 * author opens, or one that is gone).
 */
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
