import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { telegramLinks } from '../../db/schema/index.ts';
import { sealSecret } from '../../lib/sealed-secrets.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { Viewer } from '../../kernel/viewer.ts';
import { BOT_TOKEN_PATTERN, CHANNEL_PATTERN } from '../../../shared/dto/telegram.ts';
import { findCommunityFacts } from '../communities/index.ts';
import { BotApiError, type BotApi } from './telegram.bot-api.ts';
import { canManageTelegram } from './telegram.policy.ts';

export type LinkRow = typeof telegramLinks.$inferSelect;

export interface TelegramDeps {
  db: Db;
  api: BotApi;
  sessionSecret: string;
}

/** A blog or community that is not there answers 404; one the viewer may not manage, 403 (both are public). */
export async function authorizeSubsite(db: Db, viewer: Viewer, subsiteId: number): Promise<void> {
  const subsite = await findCommunityFacts(db, subsiteId, viewer?.id ?? null);
  if (!subsite || subsite.deletedAt) throw new NotFound();
  if (!canManageTelegram(viewer, subsite)) throw new Forbidden();
}

interface Chat {
  id: number;
  type: string;
  title?: string;
  username?: string;
}

/** Each Bot API refusal told as what the person can fix. */
async function ask<T>(step: Promise<T>, field: 'token' | 'channel', refused: 'telegram.errors.tokenRejected' | 'telegram.errors.channelNotFound'): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof BotApiError) throw Invalid.field(field, error.transient ? 'telegram.errors.unreachable' : refused);
    throw error;
  }
}

/**
 * Checks with Telegram that the token works (getMe), that the channel is one the bot sees (getChat), and that the bot
 * is an administrator allowed to post there (getChatMember), then keeps the link, switched on. One link per blog or
 * community: linking again replaces it.
 */
export async function linkChannel(deps: TelegramDeps, viewer: NonNullable<Viewer>, subsiteId: number, input: { token: string; channel: string }): Promise<LinkRow> {
  await authorizeSubsite(deps.db, viewer, subsiteId);
  const token = input.token.trim();
  const channel = input.channel.trim();
  if (!BOT_TOKEN_PATTERN.test(token)) throw Invalid.field('token', 'telegram.errors.token');
  if (!CHANNEL_PATTERN.test(channel)) throw Invalid.field('channel', 'telegram.errors.channel');

  const me = await ask(deps.api.call<{ id: number; username?: string }>(token, 'getMe', {}), 'token', 'telegram.errors.tokenRejected');
  const chat = await ask(deps.api.call<Chat>(token, 'getChat', { chat_id: channel }), 'channel', 'telegram.errors.channelNotFound');
  if (chat.type !== 'channel') throw Invalid.field('channel', 'telegram.errors.notChannel');
  const member = await ask(deps.api.call<{ status: string; can_post_messages?: boolean }>(token, 'getChatMember', { chat_id: chat.id, user_id: me.id }), 'channel', 'telegram.errors.channelNotFound');
  const mayPost = member.status === 'creator' || (member.status === 'administrator' && member.can_post_messages !== false);
  if (!mayPost) throw Invalid.field('channel', 'telegram.errors.notAdmin');

  const values = {
    token: sealSecret('telegram', deps.sessionSecret, token),
    botUsername: me.username ?? String(me.id),
    chatId: String(chat.id),
    chatUsername: chat.username ?? null,
    chatTitle: (chat.title ?? channel).slice(0, 255),
    enabled: true,
    disabledReason: null,
    consecutiveFailures: 0,
    lastError: null,
    lastErrorAt: null,
  };
  const [row] = await deps.db
    .insert(telegramLinks)
    .values({ subsiteId, createdBy: viewer.id, ...values })
    .onConflictDoUpdate({ target: telegramLinks.subsiteId, set: { ...values, createdBy: viewer.id, createdAt: new Date() } })
    .returning();
  return row!;
}

async function linkOf(db: Db, viewer: NonNullable<Viewer>, subsiteId: number): Promise<LinkRow> {
  await authorizeSubsite(db, viewer, subsiteId);
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.subsiteId, subsiteId)).limit(1);
  if (!row) throw new NotFound();
  return row;
}

export async function switchLink(db: Db, viewer: NonNullable<Viewer>, subsiteId: number, enabled: boolean): Promise<void> {
  const current = await linkOf(db, viewer, subsiteId);
  if (current.enabled === enabled) return;
  await db
    .update(telegramLinks)
    // Switching it back on is the owner saying the bot is fixed: the count starts again.
    .set({ enabled, disabledReason: enabled ? null : 'manual', consecutiveFailures: 0 })
    .where(eq(telegramLinks.subsiteId, subsiteId));
}

export async function unlinkChannel(db: Db, viewer: NonNullable<Viewer>, subsiteId: number): Promise<void> {
  await linkOf(db, viewer, subsiteId);
  await db.delete(telegramLinks).where(eq(telegramLinks.subsiteId, subsiteId));
}
