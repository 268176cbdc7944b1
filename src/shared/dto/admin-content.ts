import type { SubsiteCard } from './subsite.ts';

export const CONTENT_TABS = ['posts', 'comments'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

export const POST_STATES = ['published', 'drafts', 'deleted'] as const;
export type PostState = (typeof POST_STATES)[number];
export const COMMENT_STATES = ['published', 'deleted'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

export interface ContentFilters {
  q: string;
  author: string;
  state: PostState;
}

export interface AdminPostDto {
  id: number;
  title: string;
  excerpt: string;
  state: PostState;
  /** The post's page while readers can open it (published and not deleted). */
  url: string | null;
  author: SubsiteCard | null;
  community: SubsiteCard | null;
  is_official: boolean;
  created_at: string;
  published_at: string | null;
  updated_at: string;
  deleted_at: string | null;
  comments_count: number;
  rating: number;
}

export interface AdminCommentDto {
  id: number;
  /** Empty once deleted: deletion wipes the text. */
  text: string;
  deleted: boolean;
  url: string | null;
  has_replies: boolean;
  author: SubsiteCard | null;
  post: { id: number; title: string };
  created_at: string;
}
