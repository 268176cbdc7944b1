import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { markRead, sendMessage, startChat } from './chats.commands.ts';
import { presentMessage, chatUrl } from './chats.presenter.ts';
import { isMember, loadMessages, unreadChatIds } from './chats.queries.ts';

/** Per user: a brisk conversation is a message every few seconds; a script is stopped within a minute. */
const SENDS = { max: 60, windowMs: 60_000 };
/** Per user: opening chats from profiles. */
const STARTS = { max: 30, windowMs: 60_000 };
/** Per user: every opened chat and every message read live marks it. */
const READS = { max: 240, windowMs: 60_000 };

export default async function chatsRoutes(app: FastifyInstance) {
  // Only a chat's members hear its messages (and whisper in it).
  app.realtime.authorize('chat.', (user, match) => isMember(app.db, Number(match[1]), user.id));

  serveCall(app, calls.chats.start, { config: app.limited('chatStarts', STARTS) }, async (request) => {
    const id = await startChat(app.db, request.user, request.params.userId);
    return { id, url: chatUrl(id) };
  });

  serveCall(app, calls.chats.send, { config: app.limited('chatMessages', SENDS) }, async (request) => {
    const id = await sendMessage(app.db, request.user, request.params.chatId, request.body);
    const [message] = await loadMessages(app.db, [id]);
    return presentMessage(message!, app.config.mediaBase);
  });

  serveCall(app, calls.chats.read, { config: app.limited('chatReads', READS) }, async (request) => {
    await markRead(app.db, request.user, request.params.chatId);
    return { unread_chats: await unreadChatIds(app.db, request.user.id) };
  });
}
