/**
 * The real-time protocol, shared by server and client (see ARCHITECTURE.md):
 *   client → server  emit('subscribe', {channel}, ack) / emit('unsubscribe', {channel}, ack)
 *   client → server  emit('whisper', {channel, event}): a signal to a joined private channel's others
 *   server → client  emit('event', {channel, event, data})
 * Channel names are built only here, so both sides spell them alike.
 */
import type { ReactionTargetType } from './dto/reaction.ts';

export const channels = {
  /** Private: notifications and the unread-chats list of one user. */
  user: (userId: number) => `user.${userId}`,
  /** Private: messages of one chat, for its members. */
  chat: (chatId: number) => `chat.${chatId}`,
  /** Public: the New feed's "new posts" counter. */
  newFeedPosts: () => 'new-feed-posts-counter',
  /** Public: new posts of one blog or community. */
  blog: (subsiteId: number) => `blog.${subsiteId}`,
  /** Public: like and reaction counts of one post (a LikesPush). */
  likes: (type: Extract<ReactionTargetType, 'post'>, id: number) => `likes.${type}.${id}`,
  /**
   * Public: like and reaction counts of every comment under one post (a LikesPush naming the
   * comment). One channel per post, as for new and deleted comments: a socket follows at most
   * 300 channels, a long thread has more comments than that.
   */
  commentLikes: (postId: number) => `comment-likes-in-post.${postId}`,
  /** Public: view counters and replies count of one post. */
  postViews: (postId: number) => `post-views.${postId}`,
  /** Public: comments and replies written under one post (a NewCommentPush). */
  newComment: (postId: number) => `new-comment-in-post.${postId}`,
  /**
   * Public: comments deleted under one post (a DeletedCommentPush). The spec names it by
   * comment id; a page cannot follow every comment it shows, so it is one channel per post.
   */
  deletedComment: (postId: number) => `deleted-comment-in-post.${postId}`,
} as const;

/** Which channels exist and who may join them. Anything not matched here is refused. */
export const CHANNEL_RULES: ReadonlyArray<{ pattern: RegExp; access: 'public' | 'private' }> = [
  { pattern: /^user\.(\d{1,10})$/, access: 'private' },
  { pattern: /^chat\.(\d{1,10})$/, access: 'private' },
  { pattern: /^new-feed-posts-counter$/, access: 'public' },
  { pattern: /^blog\.(\d{1,10})$/, access: 'public' },
  { pattern: /^likes\.post\.(\d{1,10})$/, access: 'public' },
  { pattern: /^comment-likes-in-post\.(\d{1,10})$/, access: 'public' },
  { pattern: /^post-views\.(\d{1,10})$/, access: 'public' },
  { pattern: /^new-comment-in-post\.(\d{1,10})$/, access: 'public' },
  { pattern: /^deleted-comment-in-post\.(\d{1,10})$/, access: 'public' },
];

export const MAX_CHANNEL_LENGTH = 100;
/** One browser tab follows a feed page's worth of items, not thousands. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 300;

export interface ChannelRequest {
  channel: string;
}

export type SubscribeError = 'invalid_channel' | 'unauthorized' | 'forbidden' | 'too_many_subscriptions';
export type SubscribeAck = { ok: true } | { ok: false; error: SubscribeError };

export interface RealtimeEnvelope<T = unknown> {
  channel: string;
  event: string;
  data: T;
}

/** Pushed on `new-feed-posts-counter` and on `blog.{id}` of the post's owner and author when a post is published. */
export interface NewPostPush {
  id: number;
  subsite_id: number;
  user_id: number;
  date: string;
}

/** Pushed on `post-views.{postId}` after new views or showings of the post are counted. */
export interface PostViewsPush {
  unique_showings_count: number;
  unique_views_count: number;
  showings: number;
  views: number;
  replies_count: number;
}

/** Event names of the pushes, one per kind of payload. */
export const pushes = {
  newPost: 'new-post',
  postViews: 'post-views',
  /** LikesPush (dto/reaction.ts) on `likes.{type}.{id}`. */
  likes: 'likes',
  /** BookmarksPush (dto/bookmark.ts) on the item's likes channel: `likes.post.{id}`, or `comment-likes-in-post.{postId}` for a comment. */
  bookmarks: 'bookmarks',
  newComment: 'new-comment',
  deletedComment: 'deleted-comment',
  /** ChatMessagePush on `chat.{id}`. */
  chatMessage: 'new-message',
  /** ChatReadPush on `chat.{id}`. */
  chatRead: 'read',
  /** ChatTypingPush on `chat.{id}`. */
  chatTyping: 'typing',
  /** UnreadChatsPush on `user.{id}`. */
  unreadChats: 'unread-chats',
  /** NotificationPush (dto/notification.ts) on `user.{id}`. */
  notification: 'notification',
  /** NotificationCounters (dto/notification.ts) on `user.{id}`: they changed with no new notification (seen, read, one removed). */
  notificationCounters: 'notification-counters',
} as const;

/**
 * Client → server: a short-lived signal on a private channel the socket has joined, passed on
 * to the channel's other members and never stored (the typing indicator). Only the events a
 * channel's feature allows are passed on; the server names the sender.
 */
export interface WhisperRequest {
  channel: string;
  event: string;
}
