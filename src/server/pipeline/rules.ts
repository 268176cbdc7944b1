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
import { canView, type Viewer } from '../features/posts/posts.policy.ts';
import type { PostRow } from '../features/posts/posts.presenter.ts';

export type PostRule = (post: PostRow, hydration: PostsHydration, viewer: Viewer) => boolean;

export const PAGE_RULES: readonly PostRule[] = [
  (post) => post.deletedAt === null,
  (post, _, viewer) => canView(viewer, post),
  (post, { subsites }) => subsites.has(post.userId) && subsites.has(post.subsiteId),
];

export const LIST_RULES: readonly PostRule[] = [
  ...PAGE_RULES,
  (post, { viewer }) => !viewer.ignores.has(post.userId) && !viewer.ignores.has(post.subsiteId),
  (post, { viewer }) => !viewer.hiddenPosts.has(post.id),
  // One's own posts are never filtered: a draft with a blocked word must not vanish from its author.
  (post, { viewer }, reader) => post.userId === reader?.id || !postHasBlockedKeyword(viewer.blockedKeywords, post),
];

/** The title and every block's text, hidden blocks included: a blocked word there is still in the post. */
export function postHasBlockedKeyword(keywords: readonly string[], post: Pick<PostRow, 'title' | 'blocks'>): boolean {
  return keywords.length > 0 && matchesBlockedKeywords(keywords, `${post.title}\n${plainText(post.blocks)}`);
}

/** The rows of `ids` that pass every rule, in the skeleton's order. */
export function applyRules(ids: readonly number[], hydration: PostsHydration, viewer: Viewer, rules: readonly PostRule[]): PostRow[] {
  return ids.flatMap((id) => {
    const post = hydration.posts.get(id);
    return post && rules.every((rule) => rule(post, hydration, viewer)) ? [post] : [];
  });
}
