// Presenting is two steps on every path, for guests first and then the reader's rules and state
// (`forReader`), so the shared first page (shared-comments.ts) is exactly what the pipeline gives.
import type { CommentCardDto, CommentDto } from '../../shared/dto/comment.ts';
import { matchesBlockedKeywords } from '../../shared/keyword-filter.ts';
import type { CommentRow } from '../db/schema/index.ts';
import { presentGuestComment, withReader, type CommentReader } from '../features/comments/comments.presenter.ts';
import { hydrateComments, loadCardPosts, type CommentedPost, type CommentsHydration } from '../hydration/comments.ts';
import type { ReadContext } from './posts.ts';

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

function presenter(hydration: CommentsHydration, postUrl: string, mediaBase: string) {
  const context = { ...hydration, postUrl, mediaBase };
  return (row: CommentRow, replies: CommentDto[] = []) => asReader(presentGuestComment(row, context, replies), row.text, hydration);
}

export async function commentThread({ db, viewer, mediaBase }: ReadContext, post: Pick<CommentedPost, 'id' | 'url'>, rootId: number, replyIds: readonly number[]): Promise<CommentDto[]> {
  const hydration = await hydrateComments(db, viewer?.id ?? null, [rootId, ...replyIds], 0, post.id);
  const present = presenter(hydration, post.url, mediaBase);
  const root = hydration.comments.get(rootId);
  if (!root) return [];
  const replies = replyIds.flatMap((id) => {
    const row = hydration.comments.get(id);
    return row ? [present(row)] : [];
  });
  return [present(root, replies)];
}

function guestItems(hydration: CommentsHydration, postUrl: string, mediaBase: string, ids: readonly number[]): GuestComments {
  const context = { ...hydration, postUrl, mediaBase };
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

export async function guestCommentItems({ db, mediaBase }: Pick<ReadContext, 'db' | 'mediaBase'>, post: Pick<CommentedPost, 'id' | 'url'>, ids: readonly number[], firstReplies: number): Promise<GuestComments> {
  return guestItems(await hydrateComments(db, null, ids, firstReplies, post.id), post.url, mediaBase, ids);
}

export async function commentItems({ db, viewer, mediaBase }: ReadContext, post: Pick<CommentedPost, 'id' | 'url'>, ids: readonly number[], firstReplies = 0): Promise<CommentDto[]> {
  const hydration = await hydrateComments(db, viewer?.id ?? null, ids, firstReplies, post.id);
  return forReader(guestItems(hydration, post.url, mediaBase, ids), hydration);
}

export async function commentCards({ db, viewer, mediaBase }: ReadContext, ids: readonly number[]): Promise<CommentCardDto[]> {
  const [hydration, cardPosts] = await Promise.all([hydrateComments(db, viewer?.id ?? null, ids, 0), loadCardPosts(db, ids)]);
  return ids.flatMap((id) => {
    const row = hydration.comments.get(id);
    const post = cardPosts.get(id);
    if (!row || !post) return [];
    return [{ ...presenter(hydration, post.url, mediaBase)(row), post }];
  });
}
