// Run on every read, for guests and members alike, against facts kept beside each shared post: a
// kept post is checked exactly as a fresh one. A post opened by its address is shown even if its
// author is ignored, as a link shared in a chat would be: the reader's own choices apply to lists only.
import { plainText } from '../../../shared/blocks/text.ts';
import { matchesBlockedKeywords } from '../../../shared/keyword-filter.ts';
import type { ViewerState } from '../../hydration/viewer.ts';
import type { Viewer } from '../../kernel/viewer.ts';
import type { PostRow } from '../../db/schema/index.ts';
import { canView, type PostFacts } from './posts.policy.ts';

export interface RuleFacts extends PostFacts {
  id: number;
  /** The title and every block's text, hidden blocks included: a blocked word there is still in the post. */
  text: string;
}

export function ruleFacts(post: PostRow): RuleFacts {
  return { id: post.id, userId: post.userId, subsiteId: post.subsiteId, isPublish: post.isPublish, text: `${post.title}\n${plainText(post.blocks)}` };
}

export function shownOnPage(post: RuleFacts, viewer: Viewer): boolean {
  return canView(viewer, post);
}

export function shownInList(post: RuleFacts, state: ViewerState, viewer: Viewer): boolean {
  if (!shownOnPage(post, viewer)) return false;
  if (state.ignores.has(post.userId) || state.ignores.has(post.subsiteId) || state.hiddenPosts.has(post.id)) return false;
  // One's own posts are never filtered: a draft with a blocked word must not vanish from its author.
  return post.userId === viewer?.id || state.blockedKeywords.length === 0 || !matchesBlockedKeywords(state.blockedKeywords, post.text);
}
