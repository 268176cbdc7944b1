import type { ImageDto, SubsiteCard } from './subsite.ts';

export const CHAT_LIMITS = {
  /** Characters of one message: a long letter, not a document. */
  messageLength: 4000,
  chatsPerPage: 20,
  messagesPerPage: 30,
  /** The unread chats a page carries for the badge: the badge shows "99+" past this. */
  unreadChats: 100,
  /** A typing signal is sent at most this often, and shown this long after the last one. */
  typingEveryMs: 2500,
  typingShownMs: 5000,
} as const;

export interface MessageAuthor {
  id: number;
  name: string;
  avatar: ImageDto | null;
  url: string;
}

export interface MessageDto {
  id: number;
  chat_id: number;
  user_id: number;
  user: MessageAuthor;
  /** Plain text with line breaks; empty when the message is a picture alone. */
  content: string;
  image: ImageDto | null;
  created_at: string;
}

export interface ChatDto {
  id: number;
  is_private: boolean;
  /** The other members (a private chat: the partner alone). */
  users: SubsiteCard[];
  /** A private chat's partner name, or the group's own name. */
  name: string;
  url: string;
  avatar: ImageDto | null;
  last_message: { content: string; created_at: string; user_id: number } | null;
  unread_count: number;
}

/** `chat.{id}`: a message written in the chat (the sender's own page ignores its own). */
export type ChatMessagePush = MessageDto;

export interface ChatReadPush {
  user_id: number;
  last_read_message_id: number;
}

export interface ChatTypingPush {
  user_id: number;
  name: string;
}

export interface UnreadChatsPush {
  unread_chats: number[];
}
