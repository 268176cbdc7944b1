/**
 * Comments through the read pipeline: skeleton (comments.queries.ts, ids in order) → hydrate
 * (hydration/comments.ts) → rules → present (comments.presenter.ts). The root pages, the
 * replies pages, the answers of writes and the real-time pushes all present through here.
 * Presenting is two steps on every path: the comment as every guest sees it, then the
 * reader's rules and state over it (`forReader`), so the post page's first comments, shared
 * with guests (shared-comments.ts), are what this pipeline gives each reader.
 */
import type { CommentCardDto, CommentDto } from '../../shared/dto/comment.ts';
import { matchesBlockedKeywords } from '../../shared/keyword-filter.ts';
import { presentGuestComment, withReader, type CommentReader, type CommentRow } from '../features/comments/comments.presenter.ts';
import { hydrateComments, loadCardPosts, type CommentedPost, type CommentsHydration } from '../hydration/comments.ts';
import type { ReadContext } from './posts.ts';

/** Roots with their first replies as every guest sees them, and what a reader's rules need beside. */
export interface GuestComments {
  comments: CommentDto[];
  /** Each comment's text (roots and replies, by id): blocked keywords are matched against it, a deleted one's too. */
  texts: Record<number, string>;
}

/**
 * The rules stage for comments. Nothing leaves a thread (replies would lose their parent):
 * a comment whose author the viewer ignores, or with a word or hashtag the viewer blocked,
 * keeps its place and shows as hidden.
 */
function asReader(comment: CommentDto, text: string, reader: CommentReader): CommentDto {
  const { ignores, blockedKeywords } = reader.viewer;
  const hidden = ignores.has(comment.user_id) || (comment.user_id !== reader.viewerId && matchesBlockedKeywords(blockedKeywords, text));
  return withReader(comment, reader, hidden);
}

/** What `reader` sees of a page of roots presented for guests: each root and first reply through the rules and their state. */
export function forReader({ comments, texts }: GuestComments, reader: CommentReader): CommentDto[] {
  const view = (comment: CommentDto) => asReader(comment, texts[comment.id]!, reader);
  return comments.map((root) => ({ ...view(root), replies: root.replies.map(view) }));
}

function presenter(hydration: CommentsHydration, postUrl: string, mediaBase: string) {
  const context = { ...hydration, postUrl, mediaBase };
  return (row: CommentRow, replies: CommentDto[] = []) => asReader(presentGuestComment(row, context, replies), row.text, hydration);
}

/** A thread shown whole: the root, with `replyIds` (any depth, each naming its parent) as its replies. */
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

/** The hydrated comments of `ids`, each with its first replies, as every guest sees them. */
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

/** `ids` with their first replies for every guest, with what the readers' rules need: the shared first page of comments. */
export async function guestCommentItems({ db, mediaBase }: Pick<ReadContext, 'db' | 'mediaBase'>, post: Pick<CommentedPost, 'id' | 'url'>, ids: readonly number[], firstReplies: number): Promise<GuestComments> {
  return guestItems(await hydrateComments(db, null, ids, firstReplies, post.id), post.url, mediaBase, ids);
}

/** `firstReplies`: how many direct replies of each comment to carry along (roots carry some, replies none). */
export async function commentItems({ db, viewer, mediaBase }: ReadContext, post: Pick<CommentedPost, 'id' | 'url'>, ids: readonly number[], firstReplies = 0): Promise<CommentDto[]> {
  const hydration = await hydrateComments(db, viewer?.id ?? null, ids, firstReplies, post.id);
  return forReader(guestItems(hydration, post.url, mediaBase, ids), hydration);
}

/** Comments away from their threads, each with its post; deleted ones and those under hidden posts drop out. */
export async function commentCards({ db, viewer, mediaBase }: ReadContext, ids: readonly number[]): Promise<CommentCardDto[]> {
  const [hydration, cardPosts] = await Promise.all([hydrateComments(db, viewer?.id ?? null, ids, 0), loadCardPosts(db, ids)]);
  return ids.flatMap((id) => {
    const row = hydration.comments.get(id);
    const post = cardPosts.get(id);
    if (!row || !post) return [];
    return [{ ...presenter(hydration, post.url, mediaBase)(row), post }];
  });
}
