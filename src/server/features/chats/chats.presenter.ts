import { uploadRef } from '../../../shared/blocks/media.ts';
import type { ChatDto, MessageDto } from '../../../shared/dto/chat.ts';
import { subsiteUrl } from '../../../shared/slugs.ts';
import { mediaUrl } from '../../platform/storage/index.ts';
import type { ChatRow, MessageRow } from './chats.queries.ts';

export const chatUrl = (id: number) => `/m/${id}`;

export function presentMessage(row: MessageRow, mediaBase: string): MessageDto {
  return {
    id: row.id,
    chat_id: row.chatId,
    user_id: row.userId,
    user: { id: row.userId, name: row.author.name, avatar: row.author.avatar, url: subsiteUrl(row.author.slug) },
    content: row.content,
    image: row.image && { url: mediaUrl(uploadRef(row.image.path), mediaBase), width: row.image.width ?? 0, height: row.image.height ?? 0 },
    created_at: row.createdAt.toISOString(),
  };
}

export function presentChat(row: ChatRow): ChatDto {
  const partner = row.isPrivate ? (row.others[0] ?? null) : null;
  return {
    id: row.id,
    is_private: row.isPrivate,
    users: row.others,
    // A private chat whose partner's account is gone keeps an empty name; the page shows "deleted".
    name: row.isPrivate ? (partner?.name ?? '') : (row.name ?? ''),
    url: chatUrl(row.id),
    avatar: row.isPrivate ? (partner?.avatar ?? null) : null,
    last_message: row.lastMessage && { content: row.lastMessage.content, created_at: row.lastMessage.createdAt.toISOString(), user_id: row.lastMessage.userId },
    unread_count: row.unreadCount,
  };
}
