/**
 * Comment rows → the CommentDto of the spec. A deleted comment keeps its place in the thread,
 * not its text; so does a hidden one (its author ignored by the viewer: pipeline/comments.ts).
 */
import type { CommentDto } from '../../../shared/dto/comment.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import type { comments } from '../../db/schema/index.ts';
import { givenTo, isBookmarked, type ViewerState } from '../../hydration/viewer.ts';
import type { MediaRow } from '../media/media.commands.ts';
import { presentMedia } from '../media/media.presenter.ts';
import type { ReactionSet } from '../reactions/reaction-set.ts';
import { presentReactionFields } from '../reactions/reactions.presenter.ts';

export type CommentRow = typeof comments.$inferSelect;

/** What presenting a post's comments needs beside the rows. */
export interface CommentsPresentation {
  postUrl: string;
  cards: ReadonlyMap<number, SubsiteCard>;
  viewer: ViewerState;
  /** The reader: their own comments are never new to them. */
  viewerId: number | null;
  reactionSet: ReactionSet;
  media: ReadonlyMap<number, MediaRow>;
  /** Public base of uploaded files (config.mediaBase). */
  mediaBase: string;
}

export function commentUrl(postUrl: string, id: number): string {
  return `${postUrl}?comment=${id}`;
}

function presentCommentMedia(row: CommentRow, context: CommentsPresentation, hidden: boolean): CommentDto['media'] {
  const item = row.deletedAt === null && !hidden && row.mediaId !== null ? context.media.get(row.mediaId) : undefined;
  return item ? [presentMedia(item, context.mediaBase)] : [];
}

/** Written by someone else after the reader's previous visit to the post ended. */
function isNew(row: CommentRow, context: CommentsPresentation): boolean {
  const previousVisit = context.viewer.previousVisits.get(row.postId);
  return previousVisit !== undefined && row.userId !== context.viewerId && row.deletedAt === null && row.createdAt > previousVisit;
}

export function presentComment(row: CommentRow, context: CommentsPresentation, replies: CommentDto[] = [], { hidden = false } = {}): CommentDto {
  return {
    id: row.id,
    comment: row.deletedAt === null && !hidden ? row.text : '',
    is_hidden: hidden,
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
    media: presentCommentMedia(row, context, hidden),
    bookmarks_count: row.bookmarksCount,
    is_bookmarked: isBookmarked(context.viewer, 'comment', row.id),
    is_new: isNew(row, context),
    ...presentReactionFields(row, givenTo(context.viewer, 'comment', row.id), context.reactionSet, context.mediaBase),
  };
}
