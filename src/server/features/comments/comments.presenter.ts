// A deleted comment keeps its place in the thread, not its text; so does a hidden one (comments.pipeline.ts).
import type { CommentDto } from '../../../shared/dto/comment.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import type { CommentRow, MediaRow } from '../../db/schema/index.ts';
import { givenTo, isBookmarked, NOT_GIVEN, type ViewerState } from '../../hydration/viewer.ts';
import { presentMedia } from '../media/index.ts';
import { type ReactionSet, presentGiven, presentReactionFields } from '../reactions/index.ts';

export interface CommentsPresentation {
  postUrl: string;
  cards: ReadonlyMap<number, SubsiteCard>;
  reactionSet: ReactionSet;
  media: ReadonlyMap<number, MediaRow>;
  mediaBase: string;
}

/** Whose comments they are: the reader's state, and the reader (their own comments are never new to them). */
export interface CommentReader {
  viewer: ViewerState;
  viewerId: number | null;
}

export function commentUrl(postUrl: string, id: number): string {
  return `${postUrl}?comment=${id}`;
}

function presentCommentMedia(row: CommentRow, context: CommentsPresentation): CommentDto['media'] {
  const item = row.deletedAt === null && row.mediaId !== null ? context.media.get(row.mediaId) : undefined;
  return item ? [presentMedia(item, context.mediaBase)] : [];
}

/** Written by someone else after the reader's previous visit to the post ended. */
function isNew(comment: CommentDto, reader: CommentReader): boolean {
  const previousVisit = reader.viewer.previousVisits.get(comment.post_id);
  return previousVisit !== undefined && comment.user_id !== reader.viewerId && comment.deleted_at === null && new Date(comment.created_at) > previousVisit;
}

/** A member's comment is this with `withReader` over it on every path, so the two cannot drift. */
export function presentGuestComment(row: CommentRow, context: CommentsPresentation, replies: CommentDto[] = []): CommentDto {
  return {
    id: row.id,
    comment: row.deletedAt === null ? row.text : '',
    is_hidden: false,
    post_id: row.postId,
    parent_id: row.parentId,
    branch_id: row.branchId,
    user_id: row.userId,
    user: context.cards.get(row.userId) ?? null,
    url: commentUrl(context.postUrl, row.id),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
    pinned_at: row.pinnedAt?.toISOString() ?? null,
    replies,
    replies_count: row.repliesCount,
    media: presentCommentMedia(row, context),
    bookmarks_count: row.bookmarksCount,
    is_bookmarked: false,
    is_new: false,
    ...presentReactionFields(row, NOT_GIVEN, context.reactionSet, context.mediaBase),
  };
}

/** A new object, as the guest's may be shared. Hidden (comments.pipeline.ts decides) blanks its text and media. */
export function withReader(comment: CommentDto, reader: CommentReader, hidden: boolean): CommentDto {
  return {
    ...comment,
    ...(hidden ? { comment: '', is_hidden: true, media: [] } : {}),
    is_bookmarked: isBookmarked(reader.viewer, 'comment', comment.id),
    is_new: isNew(comment, reader),
    ...presentGiven(givenTo(reader.viewer, 'comment', comment.id)),
  };
}
