// Comments through the read pipeline, the same code for guests and members: presented with no
// one's marks (the shared half, which the post page's first comments keep), then the reader's
// rules and marks (`forReader`) from one statement of the reader's state.
import type { CommentCardDto, CommentDto } from '../../../shared/dto/comment.ts';
import { matchesBlockedKeywords } from '../../../shared/keyword-filter.ts';
import type { CommentRow } from '../../db/schema/index.ts';
import type { ViewerSubjects } from '../../hydration/viewer.ts';
import type { ReadContext } from '../../pipeline/context.ts';
import { presentGuestComment, withReader, type CommentReader, type CommentsPresentation } from './comments.presenter.ts';
import { hydrateComments, loadCardPosts, type CommentedPost } from './comments.hydration.ts';

export interface GuestComments {
  comments: CommentDto[];
  /** By comment id; blocked keywords are matched against it, a deleted comment's too. */
  texts: Record<number, string>;
}

/** Nothing leaves a thread (replies would lose their parent): a comment the viewer ignores or blocked shows as hidden in place. */
function asReader(comment: CommentDto, text: string, reader: CommentReader): CommentDto {
  const { ignores, blockedKeywords } = reader.viewer;
  const hidden = ignores.has(comment.user_id) || (comment.user_id !== reader.viewerId && matchesBlockedKeywords(blockedKeywords, text));
  return withReader(comment, reader, hidden);
}

export function forReader({ comments, texts }: GuestComments, reader: CommentReader): CommentDto[] {
  const view = (comment: CommentDto) => asReader(comment, texts[comment.id]!, reader);
  return comments.map((root) => ({ ...view(root), replies: root.replies.map(view) }));
}

export const everyComment = (comments: readonly CommentDto[]) => comments.flatMap((root) => [root, ...root.replies]);

/** What the reader's state is asked about: the comments, their authors (ignored ones hide), and the post visited (what is new since). */
export function commentSubjects({ comments }: GuestComments, postId?: number): ViewerSubjects {
  const all = everyComment(comments);
  return { commentIds: all.map((comment) => comment.id), subsiteIds: all.map((comment) => comment.user_id), visitedPostIds: postId === undefined ? [] : [postId] };
}

async function asReaders({ viewer, viewerState }: ReadContext, shared: GuestComments, postId?: number): Promise<CommentDto[]> {
  const state = await viewerState(commentSubjects(shared, postId));
  return forReader(shared, { viewer: state, viewerId: viewer?.id ?? null });
}

/** Roots with their first `firstReplies` replies, presented with no one's marks. */
export async function guestCommentItems({ db, mediaBase }: Pick<ReadContext, 'db' | 'mediaBase'>, post: Pick<CommentedPost, 'id' | 'url'>, ids: readonly number[], firstReplies: number): Promise<GuestComments> {
  const hydration = await hydrateComments(db, ids, firstReplies);
  const context: CommentsPresentation = { ...hydration, postUrl: post.url, mediaBase };
  const texts: Record<number, string> = {};
  const present = (row: CommentRow, replies?: CommentDto[]) => {
    texts[row.id] = row.text;
    return presentGuestComment(row, context, replies);
  };
  const comments = ids.flatMap((id) => {
    const row = hydration.comments.get(id);
    if (!row) return [];
    const replies = (hydration.firstReplies.get(id) ?? []).map((reply) => present(reply));
    return [present(row, replies)];
  });
  return { comments, texts };
}

export async function commentItems(context: ReadContext, post: Pick<CommentedPost, 'id' | 'url'>, ids: readonly number[], firstReplies = 0): Promise<CommentDto[]> {
  return asReaders(context, await guestCommentItems(context, post, ids, firstReplies), post.id);
}

/** A root and the replies named, in that order, as one thread. */
export async function commentThread(context: ReadContext, post: Pick<CommentedPost, 'id' | 'url'>, rootId: number, replyIds: readonly number[]): Promise<CommentDto[]> {
  const { comments, texts } = await guestCommentItems(context, post, [rootId, ...replyIds], 0);
  const [root, ...replies] = comments;
  if (root?.id !== rootId) return [];
  return asReaders(context, { comments: [{ ...root, replies }], texts }, post.id);
}

/** Comments out of their threads, each with its post's title and address. */
export async function commentCards(context: ReadContext, ids: readonly number[]): Promise<CommentCardDto[]> {
  const { db, mediaBase } = context;
  const [hydration, cardPosts] = await Promise.all([hydrateComments(db, ids, 0), loadCardPosts(db, ids)]);
  const texts: Record<number, string> = {};
  const comments = ids.flatMap((id) => {
    const row = hydration.comments.get(id);
    const post = cardPosts.get(id);
    if (!row || !post) return [];
    texts[id] = row.text;
    return [presentGuestComment(row, { ...hydration, postUrl: post.url, mediaBase })];
  });
  const shown = await asReaders(context, { comments, texts });
  return shown.map((comment) => ({ ...comment, post: cardPosts.get(comment.id)! }));
}
