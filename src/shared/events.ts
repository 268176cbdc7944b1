/**
 * What happened in the domain, as commands record it. A command writes its events in the
 * same transaction as its data (the outbox); subscribers — real-time pushes, counters,
 * notifications, search, mail — receive them after the commit. Each later feature adds
 * its own members to this union. Payloads carry ids and the facts subscribers route on,
 * never whole rows: a subscriber that needs more reads the current state.
 */
import type { BookmarkTargetType } from './dto/bookmark.ts';
import type { LikeValue, ReactionTargetType } from './dto/reaction.ts';

export type DomainEvent =
  | {
      type: 'post.published';
      postId: number;
      authorId: number;
      /** The blog or community the post lives in (the author's own id for their blog). */
      ownerId: number;
      replyId: number | null;
      publishedAt: string;
      /** The hashtags it carries: the tag lists it joins. */
      tags: string[];
    }
  | {
      type: 'post.deleted';
      postId: number;
      authorId: number;
      ownerId: number;
      replyId: number | null;
      wasPublished: boolean;
      /** The hashtags it carried: the tag lists it leaves. */
      tags: string[];
      /** Set when a moderator, not the author, deleted it (the modlog records those). */
      moderatorId?: number;
    }
  /** A deleted post brought back from the control panel, published as before: it is on its lists again. */
  | { type: 'post.restored'; postId: number; authorId: number; ownerId: number; replyId: number | null; tags: string[] }
  | { type: 'account.registered'; userId: number; needsVerification: boolean }
  /** A published post saved again (a draft's saves record nothing: nobody else sees it). */
  | {
      type: 'post.updated';
      postId: number;
      authorId: number;
      ownerId: number;
      replyId: number | null;
      /** Its hashtags before and after the save: every tag list it was or now is on. */
      tags: string[];
    }
  /** A member began following a blog, community or company (notifications are on with it). */
  | { type: 'subsite.followed'; followerId: number; subsiteId: number }
  | { type: 'subsite.unfollowed'; followerId: number; subsiteId: number }
  /** A blog's or community's avatar or cover was replaced, moved or removed. */
  | { type: 'subsite.pictures-changed'; subsiteId: number; userId: number }
  /** A member liked, disliked or cleared (value null) a post or comment. */
  | { type: 'like.changed'; target: ReactionTargetType; targetId: number; userId: number; value: LikeValue | null }
  /** A member gave, switched or removed (reactionId null) a rich reaction. */
  | { type: 'reaction.changed'; target: ReactionTargetType; targetId: number; userId: number; reactionId: number | null }
  /** A member bookmarked a post or comment, or removed their bookmark (the item's count moved). */
  | { type: 'bookmark.added'; target: BookmarkTargetType; targetId: number; userId: number }
  | { type: 'bookmark.removed'; target: BookmarkTargetType; targetId: number; userId: number }
  /** A comment or reply written under a published post. */
  | { type: 'comment.created'; commentId: number; postId: number; authorId: number; parentId: number | null; branchId: number | null; postAuthorId: number; ownerId: number }
  /** A comment edited by its author. */
  | { type: 'comment.updated'; commentId: number; postId: number }
  /**
   * A comment deleted: soft (`branch` false: its text hidden, replies kept) or with its whole
   * branch (`branch` true: the `removed` comments are gone).
   */
  | { type: 'comment.deleted'; commentId: number; postId: number; ownerId: number; parentId: number | null; branch: boolean; removed: number[]; authorId?: number; moderatorId?: number }
  /** A message written in a chat; `memberIds` are everyone in it, the author included. */
  | { type: 'chat.message.sent'; chatId: number; messageId: number; authorId: number; memberIds: number[] }
  /** A member read a chat up to a message (their unread count for it is now 0). */
  | { type: 'chat.read'; chatId: number; userId: number; lastReadMessageId: number }
  /** The account's address changed through its confirmation link; `oldEmail` is told. */
  | { type: 'account.email-changed'; userId: number; oldEmail: string }
  /** The account's password changed from the settings; its other sessions have ended. */
  | { type: 'account.password-changed'; userId: number }
  | { type: 'post.unpublished'; postId: number; authorId: number; ownerId: number; moderatorId: number; reason: string }
  /** A member saw or read notifications (one, or all): their counters moved. */
  | { type: 'notifications.read'; userId: number }
  /** A new in-app notification row (not a grouped row gaining an actor): mail and push deliver it. */
  | { type: 'notification.created'; notificationId: number; userId: number; kind: string }
  /** A member renamed their blog or changed its nickname (oldSlug: the address that now redirects, when it moved). */
  | { type: 'subsite.renamed'; subsiteId: number; name: string; slug: string; oldSlug: string | null }
  /** A member changed their blog's description or what it shows (posts, online status). */
  | { type: 'subsite.settings-changed'; subsiteId: number }
  /** The verified badge given or taken (control panel or CLI): it shows on every card of the blog. */
  | { type: 'subsite.official-changed'; subsiteId: number; isOfficial: boolean }
  | { type: 'community.user-banned'; subsiteId: number | null; userId: number; moderatorId: number; reason: string; until: string | null }
  | { type: 'community.user-unbanned'; subsiteId: number | null; userId: number; moderatorId: number }
  | { type: 'community.role-changed'; subsiteId: number; userId: number; role: 'admin' | 'moder' | 'editor' | null; actorId: number }
  /** A report settled by a moderator: dismissed, or acted on (the action records its own event too). */
  | { type: 'complaint.resolved'; complaintId: number; subsiteId: number | null; moderatorId: number; modelType: 'post' | 'comment' | 'user'; modelId: number; outcome: 'dismissed' | 'acted' }
  /** A community's name, description, rules or whoCanPost changed, or (`deleted`) the community was removed. */
  | { type: 'community.updated'; subsiteId: number; actorId: number; deleted: boolean }
  /** The member deleted their account: it is signed out everywhere; a job removes the rest. */
  | { type: 'account.deleted'; userId: number }
  /** Sessions ended (signed out, ended from the sessions list, revoked, expired): the sockets opened with them close. */
  | { type: 'sessions.ended'; tokenHashes: string[] }
  /**
   * A super admin changed the site from the control panel: `action` names what (`settings.saved`,
   * `user.role`, `ad.created` …), `subject` what it was done to, as the admin log shows it.
   */
  | { type: 'admin.acted'; actorId: number; action: string; subjectType: string | null; subjectId: number | null; subject: string; details: Record<string, unknown> };

export type DomainEventType = DomainEvent['type'];

export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
