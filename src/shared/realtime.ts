// The real-time protocol (docs/adr/0034-realtime-channels.md). Channel names are built only here, so
// both sides spell them alike.
import type { BookmarksPush } from './dto/bookmark.ts';
import type { ChatMessagePush, ChatReadPush, ChatTypingPush, UnreadChatsPush } from './dto/chat.ts';
import type { DeletedCommentPush, NewCommentPush } from './dto/comment.ts';
import type { NotificationCounters, NotificationPush } from './dto/notification.ts';
import type { PollPush } from './dto/poll.ts';
import type { LikesPush, ReactionTargetType } from './dto/reaction.ts';

export const channels = {
  user: (userId: number) => `user.${userId}`,
  chat: (chatId: number) => `chat.${chatId}`,
  newFeedPosts: () => 'new-feed-posts-counter',
  blog: (subsiteId: number) => `blog.${subsiteId}`,
  likes: (type: Extract<ReactionTargetType, 'post'>, id: number) => `likes.${type}.${id}`,
  /** One channel per post: a socket follows at most 300 channels, and a long thread has more comments. */
  commentLikes: (postId: number) => `comment-likes-in-post.${postId}`,
  /** Where an item's counters (likes, reactions, bookmarks) reach its open pages. */
  itemCounters: ({ target, targetId, postId }: { target: ReactionTargetType; targetId: number; postId: number }): string =>
    target === 'post' ? channels.likes('post', targetId) : channels.commentLikes(postId),
  postViews: (postId: number) => `post-views.${postId}`,
  newComment: (postId: number) => `new-comment-in-post.${postId}`,
  /** The spec names it by comment id; a page cannot follow every comment it shows. */
  deletedComment: (postId: number) => `deleted-comment-in-post.${postId}`,
} as const;

/** Anything not matched here is refused. */
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

/** A push on the wire. */
export type RealtimeEnvelope = { [E in PushName]: { channel: string; event: E; data: Pushes[E] } }[PushName];

/** TypeScript cannot see that a generic push is one of the union's members; this is the one place it is told. */
export function envelope<E extends PushName>(channel: string, event: E, data: Pushes[E]): RealtimeEnvelope {
  return { channel, event, data } as RealtimeEnvelope;
}

export interface NewPostPush {
  id: number;
  subsite_id: number;
  user_id: number;
  date: string;
}

export interface PostViewsPush {
  unique_showings_count: number;
  unique_views_count: number;
  showings: number;
  views: number;
  replies_count: number;
}

export const pushes = {
  newPost: 'new-post',
  postViews: 'post-views',
  likes: 'likes',
  bookmarks: 'bookmarks',
  /** On the post's counters channel (channels.likes). */
  poll: 'poll',
  newComment: 'new-comment',
  deletedComment: 'deleted-comment',
  chatMessage: 'new-message',
  chatRead: 'read',
  chatTyping: 'typing',
  unreadChats: 'unread-chats',
  notification: 'notification',
  /** The counters changed with no new notification (seen, read, one removed). */
  notificationCounters: 'notification-counters',
} as const;

/** What each push carries: the server publishes, and the client hears, nothing else. */
export interface Pushes {
  [pushes.newPost]: NewPostPush;
  [pushes.postViews]: PostViewsPush;
  [pushes.likes]: LikesPush;
  [pushes.bookmarks]: BookmarksPush;
  [pushes.poll]: PollPush;
  [pushes.newComment]: NewCommentPush;
  [pushes.deletedComment]: DeletedCommentPush;
  [pushes.chatMessage]: ChatMessagePush;
  [pushes.chatRead]: ChatReadPush;
  [pushes.chatTyping]: ChatTypingPush;
  [pushes.unreadChats]: UnreadChatsPush;
  [pushes.notification]: NotificationPush;
  [pushes.notificationCounters]: NotificationCounters;
}

export type PushName = keyof Pushes;

/** A push as a handler takes it: comparing the event's name narrows what the data is. */
export type PushArgs = { [E in PushName]: [event: E, data: Pushes[E]] }[PushName];

/** Passed on to the channel's other members, never stored; only events the channel's feature allows, and the server names the sender. */
export interface WhisperRequest {
  channel: string;
  event: PushName;
}
