// Recorded in the command's transaction (the outbox). Payloads carry ids and the facts subscribers route
// on, never whole rows: a subscriber that needs more reads the current state.
import type { BookmarkTargetType } from './dto/bookmark.ts';
import type { LikeValue, ReactionTargetType } from './dto/reaction.ts';

/** A post or a comment that was liked, reacted to or bookmarked: whose it is and which post's page shows it. */
export interface ItemFacts {
  target: ReactionTargetType & BookmarkTargetType;
  targetId: number;
  /** The post itself, or the one the comment is under. */
  postId: number;
  authorId: number;
}

export type DomainEvent =
  | {
      type: 'post.published';
      postId: number;
      authorId: number;
      /** The author's own id for a post in their blog. */
      ownerId: number;
      replyId: number | null;
      publishedAt: string;
      tags: string[];
      /** Brought in by an import (features/imports): not news to the author's followers. */
      imported?: true;
    }
  | {
      type: 'post.deleted';
      postId: number;
      authorId: number;
      ownerId: number;
      replyId: number | null;
      wasPublished: boolean;
      tags: string[];
      /** Set when a moderator, not the author, deleted it. */
      moderatorId?: number;
    }
  | { type: 'post.restored'; postId: number; authorId: number; ownerId: number; replyId: number | null; tags: string[] }
  | { type: 'account.registered'; userId: number; needsVerification: boolean }
  /** A draft's saves record nothing: nobody else sees it. */
  | {
      type: 'post.updated';
      postId: number;
      authorId: number;
      ownerId: number;
      replyId: number | null;
      /** Before and after the save: every tag list it was or now is on. */
      tags: string[];
      /** Into or out of a list other than its tags': another community, or the editorial mark set or cleared. */
      moved: boolean;
    }
  /** Its parts, their order, its title or the series itself changed: `postIds` are every part before and after. */
  | { type: 'series.changed'; seriesId: number; userId: number; postIds: number[] }
  /** `postId`: the post whose page the follow was made from, which statistics credit with the follower. */
  | { type: 'subsite.followed'; followerId: number; subsiteId: number; postId?: number }
  | { type: 'subsite.unfollowed'; followerId: number; subsiteId: number }
  | { type: 'subsite.pictures-changed'; subsiteId: number; userId: number }
  | (ItemFacts & { type: 'like.changed'; userId: number; value: LikeValue | null })
  | (ItemFacts & { type: 'reaction.changed'; userId: number; reactionId: number | null })
  | (ItemFacts & { type: 'bookmark.added' | 'bookmark.removed'; userId: number })
  | { type: 'poll.voted' | 'poll.closed'; pollId: number; postId: number; userId: number }
  | {
      type: 'comment.created';
      commentId: number;
      postId: number;
      authorId: number;
      parentId: number | null;
      /** Who wrote the comment replied to. */
      parentAuthorId: number | null;
      branchId: number | null;
      postAuthorId: number;
      ownerId: number;
    }
  | { type: 'comment.updated'; commentId: number; postId: number }
  /** `branch` false: a soft delete (text hidden, replies kept); true: the `removed` comments are gone. */
  | { type: 'comment.deleted'; commentId: number; postId: number; ownerId: number; parentId: number | null; branch: boolean; removed: number[]; authorId?: number; moderatorId?: number }
  /** `memberIds` includes the author. */
  | { type: 'chat.message.sent'; chatId: number; messageId: number; authorId: number; memberIds: number[] }
  | { type: 'chat.read'; chatId: number; userId: number; lastReadMessageId: number }
  | { type: 'account.email-changed'; userId: number; oldEmail: string }
  | { type: 'account.password-changed'; userId: number }
  /** A moderator hid an earlier version of a published post from its readers. */
  | { type: 'post.revision-hidden'; postId: number; authorId: number; ownerId: number; revision: number; moderatorId: number; reason: string }
  | { type: 'post.unpublished'; postId: number; authorId: number; ownerId: number; moderatorId: number; reason: string }
  | { type: 'notifications.read'; userId: number }
  /** A new row, not a grouped row gaining an actor: mail and push deliver it. */
  | { type: 'notification.created'; notificationId: number; userId: number; kind: string }
  /** oldSlug: the address that now redirects, when it moved. */
  | { type: 'subsite.renamed'; subsiteId: number; name: string; slug: string; oldSlug: string | null }
  | { type: 'subsite.settings-changed'; subsiteId: number }
  | { type: 'subsite.official-changed'; subsiteId: number; isOfficial: boolean }
  | { type: 'community.user-banned'; subsiteId: number | null; userId: number; moderatorId: number; reason: string; until: string | null }
  | { type: 'community.user-unbanned'; subsiteId: number | null; userId: number; moderatorId: number }
  | { type: 'community.role-changed'; subsiteId: number; userId: number; role: 'admin' | 'moder' | 'editor' | null; actorId: number }
  /** A new report (a repeat of the reporter's open one records nothing); `subsiteId` null: a blog's item or a member. */
  | { type: 'complaint.filed'; complaintId: number; subsiteId: number | null; modelType: 'post' | 'comment' | 'user'; modelId: number }
  /** Switched off by its failures, not by a manager. */
  | { type: 'webhook.disabled'; webhookId: number; subsiteId: number | null; failures: number }
  /** A blog's or community's Telegram link switched off after sends failed in a row. */
  | { type: 'telegram.disabled'; subsiteId: number; failures: number; error: string }
  /** Acting on a report also records the action's own event. */
  | { type: 'complaint.resolved'; complaintId: number; subsiteId: number | null; moderatorId: number; modelType: 'post' | 'comment' | 'user'; modelId: number; outcome: 'dismissed' | 'acted' }
  | { type: 'community.updated'; subsiteId: number; actorId: number; deleted: boolean }
  | { type: 'account.deleted'; userId: number }
  | { type: 'sessions.ended'; tokenHashes: string[] }
  | { type: 'admin.acted'; actorId: number; action: string; subjectType: string | null; subjectId: number | null; subject: string; details: Record<string, unknown> };

export type DomainEventType = DomainEvent['type'];

export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
