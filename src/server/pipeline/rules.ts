// A post opened by its address is shown even if its author is ignored, as a link shared in a chat
// would be: the viewer's own choices apply to lists only.
import { plainText } from '../../shared/blocks/text.ts';
import { matchesBlockedKeywords } from '../../shared/keyword-filter.ts';
import type { PostsHydration } from '../hydration/posts.ts';
import type { ViewerState } from '../hydration/viewer.ts';
import type { Viewer } from '../kernel/viewer.ts';
import { canView } from '../features/posts/posts.policy.ts';
import type { PostRow } from '../db/schema/index.ts';

export type PostRule = (post: PostRow, hydration: PostsHydration, viewer: Viewer) => boolean;

export const PAGE_RULES: readonly PostRule[] = [
  (post) => post.deletedAt === null,
  (post, _, viewer) => canView(viewer, post),
  (post, { subsites }) => subsites.has(post.userId) && subsites.has(post.subsiteId),
];

/** `text` is a function so that it is built only when the viewer blocked a keyword. */
export interface ChoiceFacts {
  id: number;
  userId: number;
  subsiteId: number;
  text(): string;
}

/** Hidden blocks included: a blocked word there is still in the post. */
export function keywordText(post: Pick<PostRow, 'title' | 'blocks'>): string {
  return `${post.title}\n${plainText(post.blocks)}`;
}

export function choiceFacts(post: PostRow): ChoiceFacts {
  return { id: post.id, userId: post.userId, subsiteId: post.subsiteId, text: () => keywordText(post) };
}

export function chosenToSee(post: ChoiceFacts, state: ViewerState, viewer: Viewer): boolean {
  if (state.ignores.has(post.userId) || state.ignores.has(post.subsiteId) || state.hiddenPosts.has(post.id)) return false;
  // One's own posts are never filtered: a draft with a blocked word must not vanish from its author.
  return post.userId === viewer?.id || state.blockedKeywords.length === 0 || !matchesBlockedKeywords(state.blockedKeywords, post.text());
}

export const LIST_RULES: readonly PostRule[] = [...PAGE_RULES, (post, { viewer: state }, viewer) => chosenToSee(choiceFacts(post), state, viewer)];

export function applyRules(ids: readonly number[], hydration: PostsHydration, viewer: Viewer, rules: readonly PostRule[]): PostRow[] {
  return ids.flatMap((id) => {
    const post = hydration.posts.get(id);
    return post && rules.every((rule) => rule(post, hydration, viewer)) ? [post] : [];
  });
}
