import type { MediaAnswer } from './media.ts';
import type { ReactionFields } from './reaction.ts';
import type { SubsiteCard } from './subsite.ts';

export interface CommentDto extends ReactionFields {
  id: number;
  /** Plain text; empty when the comment is deleted or hidden. */
  comment: string;
  /** The reader ignores its author or blocked a word in it: shown as 'Comment hidden'. */
  is_hidden: boolean;
  post_id: number;
  parent_id: number | null;
  /** The root of the thread; null on a root. */
  branch_id: number | null;
  user_id: number;
  user: SubsiteCard | null;
  url: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  pinned_at: string | null;
  /** The first direct replies (on a page of roots); more come from GET /comments/{id}/replies. */
  replies: CommentDto[];
  replies_count: number;
  /** The comment's picture, video or GIF: at most one; empty when deleted. */
  media: MediaAnswer[];
  bookmarks_count: number;
  is_bookmarked: boolean;
  /** Written by someone else since the reader's previous visit to the post. */
  is_new: boolean;
}

export interface CommentCardDto extends CommentDto {
  /** `category_id`: the post's community; null for a post in its author's blog. */
  post: { id: number; title: string; url: string; category_id: number | null };
}

/** A ban on the whole site, in the post's community, or by the author of the blog the post is in. */
export interface CommentBanDto {
  scope: 'site' | 'community' | 'blog';
  place: { name: string; url: string } | null;
  reason: string | null;
  until: string | null;
}

export interface CommentControls {
  edit: boolean;
  report: boolean;
  hide: boolean;
  pin: boolean;
  destroy: boolean;
  destroyBranch: boolean;
  ban_in_topic: boolean;
  /** Closing comments in the post author's own blog to the comment's author (a post without a community). */
  ban_in_blog: boolean;
}

export const COMMENT_SORTS = ['popular', 'new'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

export const COMMENT_LIMITS = {
  /** Characters of text. */
  length: 5000,
  media: 1,
  /** The largest box a comment shows its media in (spec 1 §6); the aspect ratio is kept. */
  mediaBox: { width: 400, height: 300 },
  /** Roots per page (spec 1 §9). */
  perPage: 25,
  /** Direct replies shown under each root of a page before 'show more'. */
  firstReplies: 3,
  repliesPerPage: 50,
  /** Replies of a thread shown whole (the single-thread view); more load as usual. */
  threadReplies: 300,
  popular: 10,
  /** GET /comments/popular: comments of the last this many days compete. */
  popularDays: 7,
} as const;

/** The counts as the server has them (not the change), so a page that missed or repeated a push still ends with the truth. */
export interface CommentCountsPush {
  comments_count: number;
  /** The parent's replies count, when a reply was written or a reply's branch removed; null otherwise. */
  parent: { id: number; replies_count: number } | null;
}

/** Pushed on `new-comment-in-post.{postId}`: the comment as a guest reads it, and the counts it moved. */
export interface NewCommentPush extends CommentCountsPush {
  comment: CommentDto;
}

/** Pushed on `deleted-comment-in-post.{postId}`: soft-deleted ids stay as placeholders, removed ones leave. */
export interface DeletedCommentPush extends CommentCountsPush {
  id: number;
  /** The whole branch below and including `id` was removed. */
  branch: boolean;
}
