// A page's rows come in a fixed number of queries whatever its length.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { CHAT_LIMITS } from '../../../shared/dto/chat.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import type { Db } from '../../db/client.ts';
import { chatMembers, chats, media, messages, subsites } from '../../db/schema/index.ts';
import { loadSubsiteCards } from '../../hydration/subsites.ts';
import { isId, isTimeKey, type KeyGuard, type TimeKey } from '../../pipeline/cursor.ts';
import { keysetTime, offsetOf, olderThan, skeletonOf, type PageRequest, type Skeleton } from '../../pipeline/skeleton.ts';

/** `[unread count, newest message time, chat id]`: the chat list's order. */
export type ChatListKey = [unread: number, time: string, id: number];

export const isChatListKey: KeyGuard<ChatListKey> = (key): key is ChatListKey =>
  key.length === 3 && Number.isInteger(key[0]) && (key[0] as number) >= 0 && isTimeKey([key[1], key[2]]) && isId(key[2]);

export const isMessageKey = isTimeKey;

export async function isMember(db: Db, chatId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The chats where a member has unread messages, newest first: the badge's source. */
export async function unreadChatIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ chatId: chatMembers.chatId })
    .from(chatMembers)
    .where(and(eq(chatMembers.userId, userId), sql`${chatMembers.unreadCount} > 0`))
    .orderBy(desc(chatMembers.sortAt))
    .limit(CHAT_LIMITS.unreadChats);
  return rows.map((row) => row.chatId);
}

export async function unreadChatIdsOf(db: Db, userIds: number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return found;
  const rows = await db
    .select({ userId: chatMembers.userId, chatId: chatMembers.chatId })
    .from(chatMembers)
    .where(and(inArray(chatMembers.userId, userIds), sql`${chatMembers.unreadCount} > 0`))
    .orderBy(desc(chatMembers.sortAt));
  for (const row of rows) {
    const list = found.get(row.userId)!;
    if (list.length < CHAT_LIMITS.unreadChats) list.push(row.chatId);
  }
  return found;
}

export async function chatListSkeleton(db: Db, userId: number, page: PageRequest<ChatListKey>): Promise<Skeleton<ChatListKey>> {
  const after = page.after
    ? sql`(${chatMembers.unreadCount}, ${chatMembers.sortAt}, ${chatMembers.chatId}) < (${page.after[0]}::int, ${page.after[1]}::timestamptz, ${page.after[2]}::int)`
    : undefined;
  const rows = await db
    .select({ id: chatMembers.chatId, unread: chatMembers.unreadCount, time: keysetTime(chatMembers.sortAt) })
    .from(chatMembers)
    .where(and(eq(chatMembers.userId, userId), after))
    .orderBy(desc(chatMembers.unreadCount), desc(chatMembers.sortAt), desc(chatMembers.chatId))
    .limit(page.perPage + 1)
    .offset(offsetOf(page));
  return skeletonOf(rows, page.perPage, (row): ChatListKey => [row.unread, row.time, row.id]);
}

export async function chatCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(chatMembers).where(eq(chatMembers.userId, userId));
  return row?.count ?? 0;
}

export async function messageSkeleton(db: Db, chatId: number, page: PageRequest<TimeKey>): Promise<Skeleton<TimeKey>> {
  const rows = await db
    .select({ id: messages.id, time: keysetTime(messages.createdAt) })
    .from(messages)
    .where(and(eq(messages.chatId, chatId), page.after ? olderThan(messages.createdAt, messages.id, page.after) : undefined))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.perPage + 1)
    .offset(offsetOf(page));
  return skeletonOf(rows, page.perPage, (row): TimeKey => [row.time, row.id]);
}

/** How many messages a chat has: its pages' total (an index-only count over messages_chat_idx). */
export async function messageCount(db: Db, chatId: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(messages).where(eq(messages.chatId, chatId));
  return row?.count ?? 0;
}

export interface MessageRow {
  id: number;
  chatId: number;
  userId: number;
  content: string;
  createdAt: Date;
  author: Pick<typeof subsites.$inferSelect, 'name' | 'slug' | 'avatar'>;
  image: Pick<typeof media.$inferSelect, 'path' | 'width' | 'height'> | null;
}

export async function loadMessages(db: Db, ids: readonly number[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: messages.id,
      chatId: messages.chatId,
      userId: messages.userId,
      content: messages.content,
      createdAt: messages.createdAt,
      author: { name: subsites.name, slug: subsites.slug, avatar: subsites.avatar },
      imagePath: media.path,
      imageThumb: media.thumbPath,
      imageWidth: media.width,
      imageHeight: media.height,
    })
    .from(messages)
    .innerJoin(subsites, eq(subsites.id, messages.userId))
    .leftJoin(media, eq(media.id, messages.mediaId))
    .where(inArray(messages.id, [...ids]));
  const byId = new Map(
    rows.map(({ imagePath, imageThumb, imageWidth, imageHeight, ...row }) => [
      row.id,
      { ...row, image: imagePath === null ? null : { path: imageThumb ?? imagePath, width: imageWidth, height: imageHeight } },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ChatRow {
  id: number;
  isPrivate: boolean;
  name: string | null;
  unreadCount: number;
  lastMessage: { content: string; createdAt: Date; userId: number; hasImage: boolean } | null;
  /** The other members' cards (a private chat: the partner), in id order. */
  others: SubsiteCard[];
}

/** The most members a chat row names: a big group shows its own name and avatar anyway. */
const MEMBERS_SHOWN = 10;

/** Chats as one member sees them, with their last message and the other members' cards: three queries. */
export async function loadChats(db: Db, viewerId: number, ids: readonly number[]): Promise<ChatRow[]> {
  if (ids.length === 0) return [];
  const [rows, memberRows] = await Promise.all([
    db
      .select({
        id: chats.id,
        isPrivate: chats.isPrivate,
        name: chats.name,
        unreadCount: chatMembers.unreadCount,
        content: messages.content,
        createdAt: messages.createdAt,
        authorId: messages.userId,
        mediaId: messages.mediaId,
      })
      .from(chats)
      .innerJoin(chatMembers, and(eq(chatMembers.chatId, chats.id), eq(chatMembers.userId, viewerId)))
      .leftJoin(messages, eq(messages.id, chats.lastMessageId))
      .where(inArray(chats.id, [...ids])),
    db
      .select({ chatId: chatMembers.chatId, userId: chatMembers.userId })
      .from(chatMembers)
      .where(and(inArray(chatMembers.chatId, [...ids]), ne(chatMembers.userId, viewerId)))
      .orderBy(chatMembers.chatId, chatMembers.userId),
  ]);
  const othersOf = new Map<number, number[]>();
  for (const { chatId, userId } of memberRows) {
    const list = othersOf.get(chatId) ?? [];
    if (list.length < MEMBERS_SHOWN) list.push(userId);
    othersOf.set(chatId, list);
  }
  const cards = await loadSubsiteCards(db, [...othersOf.values()].flat());
  const byId = new Map(
    rows.map((row): [number, ChatRow] => [
      row.id,
      {
        id: row.id,
        isPrivate: row.isPrivate,
        name: row.name,
        unreadCount: row.unreadCount,
        lastMessage: row.createdAt === null ? null : { content: row.content!, createdAt: row.createdAt, userId: row.authorId!, hasImage: row.mediaId !== null },
        others: (othersOf.get(row.id) ?? []).flatMap((id) => cards.get(id) ?? []),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The newest message any other member has read: the viewer's messages up to it show as read. */
export async function readByOthersUpTo(db: Db, chatId: number, viewerId: number): Promise<number | null> {
  const [row] = await db
    .select({ upTo: sql<number | null>`max(${chatMembers.lastReadMessageId})` })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), ne(chatMembers.userId, viewerId)));
  return row?.upTo ?? null;
}
