import { Type } from 'typebox';
import { CHAT_LIMITS } from '../dto/chat.ts';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';
import { ImageAnswer } from './posts.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const MessageAnswer = Type.Object({
  id: Type.Integer(),
  chat_id: Type.Integer(),
  user_id: Type.Integer(),
  user: Type.Object({ id: Type.Integer(), name: Type.String(), avatar: Type.Union([ImageAnswer, Type.Null()]), url: Type.String() }),
  content: Type.String(),
  image: Type.Union([ImageAnswer, Type.Null()]),
  created_at: Type.String(),
});

const UnreadChats = Type.Object({ unread_chats: Type.Array(Type.Integer()) });

export const chats = defineCalls('chats', {
  start: {
    method: 'POST',
    path: '/m/start/:userId',
    summary: 'Open the private chat with a person, creating it the first time',
    signedIn: true,
    params: Type.Object({ userId: Id }),
    answer: Type.Object({ id: Type.Integer(), url: Type.String() }),
    errors: { 403: Problem },
  },
  send: {
    method: 'POST',
    path: '/m/messages/:chatId',
    summary: 'Write a message in a chat, with text, a picture or both',
    signedIn: true,
    params: Type.Object({ chatId: Id }),
    // The limit is counted in characters by the command; this bound only caps the request.
    body: Type.Object({ content: Type.String({ maxLength: CHAT_LIMITS.messageLength * 2 }), media_id: Type.Optional(Type.Union([Id, Type.Null()])) }),
    answer: MessageAnswer,
    errors: { 403: Problem },
    idempotent: true,
  },
  read: {
    method: 'POST',
    path: '/m/messages/:chatId/read',
    summary: 'Mark a chat read; answers the chats still unread',
    signedIn: true,
    params: Type.Object({ chatId: Id }),
    answer: UnreadChats,
  },
});
