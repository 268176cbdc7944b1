/**
 * The rules stage for posts: what a viewer must not see (deleted, someone else's draft, a
 * post whose author or owner is gone) and, in lists only, what they chose not to see
 * (ignored authors and communities, posts they hid, posts with a word or hashtag they
 * blocked: shared/keyword-filter.ts). A post opened by its address is shown
 * even if its author is ignored, as a link shared in a chat would be.
 */
import { plainText } from '../../shared/blocks/text.ts';
import { matchesBlockedKeywords } from '../../shared/keyword-filter.ts';
import type { PostsHydration } from '../hydration/posts.ts';
import type { ViewerState } from '../hydration/viewer.ts';
import { canView, type Viewer } from '../features/posts/posts.policy.ts';
import type { PostRow } from '../features/posts/posts.presenter.ts';

export type PostRule = (post: PostRow, hydration: PostsHydration, viewer: Viewer) => boolean;

export const PAGE_RULES: readonly PostRule[] = [
  (post) => post.deletedAt === null,
  (post, _, viewer) => canView(viewer, post),
  (post, { subsites }) => subsites.has(post.userId) && subsites.has(post.subsiteId),
];

/**
 * What the viewer's own choices are checked against. The text is asked only when the viewer
 * blocked a keyword; data shared between readers (pipeline/shared-posts.ts) keeps it made.
 */
export interface ChoiceFacts {
  id: number;
  userId: number;
  subsiteId: number;
  text(): string;
}

/** The title and every block's text, hidden blocks included: a blocked word there is still in the post. */
export function keywordText(post: Pick<PostRow, 'title' | 'blocks'>): string {
  return `${post.title}\n${plainText(post.blocks)}`;
}

export function choiceFacts(post: PostRow): ChoiceFacts {
  return { id: post.id, userId: post.userId, subsiteId: post.subsiteId, text: () => keywordText(post) };
}

/** The list rules that depend on the viewer's own choices alone; the only ones a list shared with members still has to apply. */
export function chosenToSee(post: ChoiceFacts, state: ViewerState, viewer: Viewer): boolean {
  if (state.ignores.has(post.userId) || state.ignores.has(post.subsiteId) || state.hiddenPosts.has(post.id)) return false;
  // One's own posts are never filtered: a draft with a blocked word must not vanish from its author.
  return post.userId === viewer?.id || state.blockedKeywords.length === 0 || !matchesBlockedKeywords(state.blockedKeywords, post.text());
}

export const LIST_RULES: readonly PostRule[] = [...PAGE_RULES, (post, { viewer: state }, viewer) => chosenToSee(choiceFacts(post), state, viewer)];

/** The rows of `ids` that pass every rule, in the skeleton's order. */
export function applyRules(ids: readonly number[], hydration: PostsHydration, viewer: Viewer, rules: readonly PostRule[]): PostRow[] {
  return ids.flatMap((id) => {
    const post = hydration.posts.get(id);
    return post && rules.every((rule) => rule(post, hydration, viewer)) ? [post] : [];
  });
}
