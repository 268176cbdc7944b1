// Sending locks the chat row first, so every member's unread count and list position stay exact however sends race.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CHAT_LIMITS } from '../../../shared/dto/chat.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { chatMembers, chats, media, messages, subsites, users } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { canWrite } from '../../kernel/viewer.ts';
import { isBlockedBy } from './chats.policy.ts';

/** Line breaks kept (as \n), surrounding blank space dropped; the length is counted in characters. */
export function messageText(raw: string, withPicture: boolean): string {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (text === '' && !withPicture) throw Invalid.field('content', 'chats.errors.empty');
  if ([...text].length > CHAT_LIMITS.messageLength) throw Invalid.field('content', 'chats.errors.tooLong', { max: CHAT_LIMITS.messageLength });
  return text;
}

export async function startChat(db: Db, viewer: AuthUser, otherId: number): Promise<number> {
  if (!canWrite(viewer)) throw new Forbidden('errors.banned');
  if (otherId === viewer.id) throw Invalid.field('userId', 'chats.errors.self');
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(subsites, eq(subsites.id, users.id))
    .where(and(eq(users.id, otherId), isNull(subsites.deletedAt)));
  if (!other) throw new NotFound();
  if (await isBlockedBy(db, viewer.id, otherId)) throw new Forbidden('chats.errors.blocked');

  const [pairLow, pairHigh] = viewer.id < otherId ? [viewer.id, otherId] : [otherId, viewer.id];
  return inTransaction(db, async (tx) => {
    // Two people starting their chat at once make one: the second insert meets the pair's unique index.
    const [created] = await tx.insert(chats).values({ isPrivate: true, pairLow, pairHigh }).onConflictDoNothing().returning({ id: chats.id });
    if (created) {
      await tx.insert(chatMembers).values([
        { chatId: created.id, userId: viewer.id },
        { chatId: created.id, userId: otherId },
      ]);
      return created.id;
    }
    const [existing] = await tx
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.pairLow, pairLow), eq(chats.pairHigh, pairHigh)));
    return existing!.id;
  });
}

export interface MessageInput {
  content: string;
  media_id?: number | null;
}

/** A chat the viewer is not in is missing. */
export async function sendMessage(db: Db, viewer: AuthUser, chatId: number, input: MessageInput): Promise<number> {
  if (!canWrite(viewer)) throw new Forbidden('errors.banned');
  const mediaId = input.media_id ?? null;
  const content = messageText(input.content, mediaId !== null);
  return inTransaction(db, async (tx) => {
    const [chat] = await tx
      .select({ id: chats.id })
      .from(chats)
      .innerJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, viewer.id)))
      .where(eq(chats.id, chatId))
      .for('update', { of: chats });
    if (!chat) throw new NotFound();
    if (mediaId !== null) {
      const [picture] = await tx
        .select({ id: media.id })
        .from(media)
        .where(and(eq(media.id, mediaId), eq(media.userId, viewer.id), eq(media.kind, 'image')));
      if (!picture) throw Invalid.field('media_id', 'validation.invalid');
    }
    const [message] = await tx.insert(messages).values({ chatId, userId: viewer.id, content, mediaId }).returning({ id: messages.id, createdAt: messages.createdAt });
    await tx.update(chats).set({ lastMessageId: message!.id }).where(eq(chats.id, chatId));
    // Everyone's list moves the chat up; the others gain an unread message, the author has read it.
    const members = await tx
      .update(chatMembers)
      .set({
        sortAt: message!.createdAt,
        unreadCount: sql`case when ${chatMembers.userId} = ${viewer.id} then 0 else ${chatMembers.unreadCount} + 1 end`,
        lastReadMessageId: sql`case when ${chatMembers.userId} = ${viewer.id} then ${message!.id}::int else ${chatMembers.lastReadMessageId} end`,
        readAt: sql`case when ${chatMembers.userId} = ${viewer.id} then now() else ${chatMembers.readAt} end`,
      })
      .where(eq(chatMembers.chatId, chatId))
      .returning({ userId: chatMembers.userId });
    await recordEvents(tx, { type: 'chat.message.sent', chatId, messageId: message!.id, authorId: viewer.id, memberIds: members.map((m) => m.userId).sort((a, b) => a - b) });
    return message!.id;
  });
}

/** Records an event only when something changed. */
export async function markRead(db: Db, viewer: AuthUser, chatId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [member] = await tx
      .select({ unread: chatMembers.unreadCount, lastRead: chatMembers.lastReadMessageId, lastMessageId: chats.lastMessageId })
      .from(chatMembers)
      .innerJoin(chats, eq(chats.id, chatMembers.chatId))
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, viewer.id)))
      .for('update', { of: chatMembers });
    if (!member) throw new NotFound();
    if (member.lastMessageId === null || (member.unread === 0 && member.lastRead === member.lastMessageId)) return;
    await tx
      .update(chatMembers)
      .set({ unreadCount: 0, lastReadMessageId: member.lastMessageId, readAt: new Date() })
      .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, viewer.id)));
    await recordEvents(tx, { type: 'chat.read', chatId, userId: viewer.id, lastReadMessageId: member.lastMessageId });
  });
}
