// A read is heard by the others (their read ticks) and by the reader's other tabs (their badge).
import type { FastifyInstance } from 'fastify';
import type { ChatTypingPush } from '../../../shared/dto/chat.ts';
import { CHAT_LIMITS } from '../../../shared/dto/chat.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { presentMessage } from './chats.presenter.ts';
import { loadMessages, unreadChatIdsOf } from './chats.queries.ts';

export function chatsSubscribers(app: FastifyInstance): void {
  const pushUnread = async (userIds: number[]) => {
    for (const [userId, unread] of await unreadChatIdsOf(app.db, userIds)) {
      app.realtime.publish(channels.user(userId), pushes.unreadChats, { unread_chats: unread });
    }
  };

  app.events.subscribe('chat.message.sent', 'realtime.chat-message', async (event) => {
    const [message] = await loadMessages(app.db, [event.messageId]);
    if (message) app.realtime.publish(channels.chat(event.chatId), pushes.chatMessage, presentMessage(message, app.config.mediaBase));
  });

  app.events.subscribe('chat.message.sent', 'realtime.unread-chats', (event) => pushUnread(event.memberIds.filter((id) => id !== event.authorId)));

  app.events.subscribe('chat.read', 'realtime.chat-read', async (event) => {
    app.realtime.publish(channels.chat(event.chatId), pushes.chatRead, { user_id: event.userId, last_read_message_id: event.lastReadMessageId });
    await pushUnread([event.userId]);
  });

  // Typing is a signal between open pages, never stored.
  app.realtime.whisper('chat.', pushes.chatTyping, CHAT_LIMITS.typingEveryMs / 2, (user): ChatTypingPush => ({ user_id: user.id, name: user.name }));
}
