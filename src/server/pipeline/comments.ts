/**
 * Comments through the read pipeline: skeleton (comments.queries.ts, ids in order) → hydrate
 * (hydration/comments.ts) → rules → present (comments.presenter.ts). The root pages, the
 * replies pages, the answers of writes and the real-time pushes all present through here.
 */
import type { CommentCardDto, CommentDto } from '../../shared/dto/comment.ts';
import { matchesBlockedKeywords } from '../../shared/keyword-filter.ts';
import { presentComment, type CommentRow } from '../features/comments/comments.presenter.ts';
import { hydrateComments, loadCardPosts, type CommentedPost, type CommentsHydration } from '../hydration/comments.ts';
import type { ReadContext } from './posts.ts';

/**
 * The rules stage for comments. Nothing leaves a thread (replies would lose their parent):
 * a comment whose author the viewer ignores, or with a word or hashtag the viewer blocked,
 * keeps its place and shows as hidden.
 */
function presenter(hydration: CommentsHydration, postUrl: string, mediaBase: string, readerId: number | null) {
  const context = { ...hydration, postUrl, mediaBase };
  const { ignores, blockedKeywords } = hydration.viewer;
  const hidden = (row: CommentRow) => ignores.has(row.userId) || (row.userId !== readerId && matchesBlockedKeywords(blockedKeywords, row.text));
  return (row: CommentRow, replies: CommentDto[] = []) => presentComment(row, context, replies, { hidden: hidden(row) });
}

/** A thread shown whole: the root, with `replyIds` (any depth, each naming its parent) as its replies. */
export async function commentThread({ db, viewer, mediaBase }: ReadContext, post: Pick<CommentedPost, 'id' | 'url'>, rootId: number, replyIds: readonly number[]): Promise<CommentDto[]> {
  const hydration = await hydrateComments(db, viewer?.id ?? null, [rootId, ...replyIds], 0, post.id);
  const present = presenter(hydration, post.url, mediaBase, viewer?.id ?? null);
  const root = hydration.comments.get(rootId);
  if (!root) return [];
  const replies = replyIds.flatMap((id) => {
    const row = hydration.comments.get(id);
    return row ? [present(row)] : [];
  });
  return [present(root, replies)];
}

/** `firstReplies`: how many direct replies of each comment to carry along (roots carry some, replies none). */
export async function commentItems({ db, viewer, mediaBase }: ReadContext, post: Pick<CommentedPost, 'id' | 'url'>, ids: readonly number[], firstReplies = 0): Promise<CommentDto[]> {
  const hydration = await hydrateComments(db, viewer?.id ?? null, ids, firstReplies, post.id);
  const present = presenter(hydration, post.url, mediaBase, viewer?.id ?? null);
  return ids.flatMap((id) => {
    const row = hydration.comments.get(id);
    if (!row) return [];
    const replies = (hydration.firstReplies.get(id) ?? []).map((reply) => present(reply));
    return [present(row, replies)];
  });
}

/** Comments away from their threads, each with its post; deleted ones and those under hidden posts drop out. */
export async function commentCards({ db, viewer, mediaBase }: ReadContext, ids: readonly number[]): Promise<CommentCardDto[]> {
  const [hydration, cardPosts] = await Promise.all([hydrateComments(db, viewer?.id ?? null, ids, 0), loadCardPosts(db, ids)]);
  return ids.flatMap((id) => {
    const row = hydration.comments.get(id);
    const post = cardPosts.get(id);
    if (!row || !post) return [];
    return [{ ...presenter(hydration, post.url, mediaBase, viewer?.id ?? null)(row), post }];
  });
}
