/**
 * The rules stage for posts: what a viewer must not see (deleted, someone else's draft, a
 * post whose author or owner is gone) and, in lists only, what they chose not to see
 * (ignored authors and communities, posts they hid). A post opened by its address is shown
 * even if its author is ignored, as a link shared in a chat would be.
 */
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
];

/** The rows of `ids` that pass every rule, in the skeleton's order. */
export function applyRules(ids: readonly number[], hydration: PostsHydration, viewer: Viewer, rules: readonly PostRule[]): PostRow[] {
  return ids.flatMap((id) => {
    const post = hydration.posts.get(id);
    return post && rules.every((rule) => rule(post, hydration, viewer)) ? [post] : [];
  });
}
