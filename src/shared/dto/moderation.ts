import type { SubsiteCard } from './subsite.ts';

export type ComplaintModelType = 'post' | 'comment' | 'user';

export interface ComplaintReasonDto {
  id: number;
  name: string;
}

export interface QueueItemDto {
  /** The item's newest open report: the list's key (a post and a comment may share an id). */
  id: number;
  type: ComplaintModelType;
  /** The post's, comment's or user's id. */
  model_id: number;
  reports_count: number;
  /** The reasons given, the most given first. */
  reasons: (ComplaintReasonDto & { count: number })[];
  last_reported_at: string;
  /** Where the item lives; null for blog posts, their comments and users. */
  community: SubsiteCard | null;
  author: SubsiteCard | null;
  title: string;
  text: string;
  /** Where to look at the item; null once it is gone. */
  url: string | null;
  /** Whether the comment has replies: a branch to delete. */
  has_replies: boolean;
}

export type ModlogAction = 'ban' | 'unban' | 'unpublish' | 'delete_post' | 'delete_comment' | 'delete_branch' | 'role' | 'report_dismissed' | 'hide_revision';

export interface ModlogEntryDto {
  id: number;
  action: ModlogAction;
  created_at: string;
  /** Null when the site hides moderators' names, or the account is gone. */
  moderator: SubsiteCard | null;
  user: SubsiteCard | null;
  community: SubsiteCard | null;
  subject: string;
  reason: string;
  /** A ban's end (null: forever); a role change's new role (null: removed). */
  until: string | null;
  role: string | null;
}
