// One job per post event brings the channel in line with the post as it is now: a public post of the linked blog or
// community gets its message (sent once, then edited), a post that stopped being public loses it. Messages imported
// from the channel are never touched: they are the channel's own words, not our summary.
import { and, eq, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import { posts, subsites, telegramLinks, telegramMessages } from '../../db/schema/index.ts';
import { openSecret } from '../../lib/sealed-secrets.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { leadImage } from '../../../shared/blocks/index.ts';
import { postPath } from '../../../shared/slugs.ts';
import { TELEGRAM_LIMITS } from '../../../shared/dto/telegram.ts';
import { BotApiError } from './telegram.bot-api.ts';
import type { LinkRow, TelegramDeps } from './telegram.commands.ts';
import { CAPTION_LIMIT, messageText, TEXT_LIMIT, type PostForChannel } from './telegram.message.ts';

export interface CrosspostDeps extends TelegramDeps {
  appUrl: string;
}

/** Null unless the post is published, not deleted, and in this blog or community. */
async function publicPostOf(db: Db, appUrl: string, subsiteId: number, postId: number): Promise<PostForChannel | null> {
  const [row] = await db
    .select({ title: posts.title, slug: posts.slug, excerpt: posts.excerpt, blocks: posts.blocks, ownerSlug: subsites.slug })
    .from(posts)
    .innerJoin(subsites, eq(subsites.id, posts.subsiteId))
    .where(and(eq(posts.id, postId), eq(posts.subsiteId, subsiteId), eq(posts.isPublish, true), sql`${posts.deletedAt} is null`))
    .limit(1);
  if (!row) return null;
  const cover = leadImage(row.blocks);
  return { title: row.title, lead: row.excerpt, url: `${appUrl}${postPath(row.ownerSlug, postId, row.slug)}`, photo: cover && new URL(cover, appUrl).href };
}

/** Telegram answers 400 "message is not modified" to an edit that changes nothing: the message is as it should be. */
const unchanged = (error: unknown) => error instanceof BotApiError && error.code === 400 && /not modified/i.test(error.description);

export async function syncPost(deps: CrosspostDeps, subsiteId: number, postId: number): Promise<void> {
  const { db, api } = deps;
  const [link] = await db.select().from(telegramLinks).where(eq(telegramLinks.subsiteId, subsiteId)).limit(1);
  if (!link?.enabled) return;
  // An imported post is the channel's own message, whichever channel the export was of: nothing goes back.
  const messages = await db.select().from(telegramMessages).where(eq(telegramMessages.postId, postId));
  if (messages.some((message) => message.imported)) return;
  const sent = messages.find((message) => message.chatId === link.chatId);
  const post = await publicPostOf(db, deps.appUrl, subsiteId, postId);
  if (!post && !sent) return;

  let token: string;
  try {
    token = openSecret('telegram', deps.sessionSecret, link.token);
  } catch {
    // Sealed under another SESSION_SECRET: told on the link like a revoked token, since linking again is the fix.
    await recordFailure(db, link, new BotApiError(401, 'The stored token cannot be read here: link the channel again'));
    return;
  }
  const chat = { chat_id: link.chatId };
  try {
    if (!post) {
      await api.call(token, 'deleteMessage', { ...chat, message_id: sent!.messageId });
      await db.delete(telegramMessages).where(and(eq(telegramMessages.chatId, link.chatId), eq(telegramMessages.messageId, sent!.messageId)));
    } else if (sent) {
      // A message keeps its kind: a photo's caption is edited, a text message's text.
      const edit = sent.withPhoto
        ? api.call(token, 'editMessageCaption', { ...chat, message_id: sent.messageId, caption: messageText(post, CAPTION_LIMIT), parse_mode: 'HTML' })
        : api.call(token, 'editMessageText', { ...chat, message_id: sent.messageId, text: messageText(post, TEXT_LIMIT), parse_mode: 'HTML' });
      await edit.catch((error: unknown) => {
        if (!unchanged(error)) throw error;
      });
    } else {
      const message = post.photo
        ? await api.call<{ message_id: number }>(token, 'sendPhoto', { ...chat, photo: post.photo, caption: messageText(post, CAPTION_LIMIT), parse_mode: 'HTML' })
        : await api.call<{ message_id: number }>(token, 'sendMessage', { ...chat, text: messageText(post, TEXT_LIMIT), parse_mode: 'HTML' });
      await db.insert(telegramMessages).values({ chatId: link.chatId, messageId: message.message_id, postId, withPhoto: post.photo !== null }).onConflictDoNothing();
    }
  } catch (error) {
    if (!(error instanceof BotApiError)) throw error;
    const stillOn = await recordFailure(db, link, error);
    // Telegram or the network away for a moment: the queue tries again later; a refusal would be refused again.
    if (error.transient && stillOn) throw error;
    return;
  }
  // A success shows the channel works again: the failure and its count are history.
  if (link.consecutiveFailures > 0 || link.lastError !== null) {
    await db.update(telegramLinks).set({ consecutiveFailures: 0, lastError: null, lastErrorAt: null }).where(eq(telegramLinks.subsiteId, subsiteId));
  }
}

/** Kept on the link for its settings; the fifth failure in a row switches it off and tells its keepers. Answers whether it is still on. */
async function recordFailure(db: Db, link: LinkRow, error: BotApiError): Promise<boolean> {
  const message = error.code === 0 ? `network: ${error.description}` : `${error.code}: ${error.description}`;
  return inTransaction(db, async (tx) => {
    const [counted] = await tx
      .update(telegramLinks)
      .set({ consecutiveFailures: sql`${telegramLinks.consecutiveFailures} + 1`, lastError: message, lastErrorAt: new Date() })
      .where(eq(telegramLinks.subsiteId, link.subsiteId))
      .returning({ failures: telegramLinks.consecutiveFailures, enabled: telegramLinks.enabled });
    if (!counted?.enabled) return false;
    if (counted.failures < TELEGRAM_LIMITS.failuresToDisable) return true;
    await tx.update(telegramLinks).set({ enabled: false, disabledReason: 'failures' }).where(eq(telegramLinks.subsiteId, link.subsiteId));
    await recordEvents(tx, { type: 'telegram.disabled', subsiteId: link.subsiteId, failures: counted.failures, error: message });
    return false;
  });
}
