/**
 * Дмитрий linked «Разработка» to the team's Telegram channel and switched it off: the token is a placeholder no Bot
 * API knows, and a switched-off link sends nothing, so the demo never calls Telegram. Two posts went there before.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { posts, telegramLinks, telegramMessages } from '../db/schema/index.ts';
import { sealSecret } from '../lib/sealed-secrets.ts';

const DEMO_CHAT_ID = '-1001000000042';

export async function seedDemoTelegram(db: Db, sessionSecret: string, people: number[], communities: number[]): Promise<void> {
  const [owner, community] = [people[1]!, communities[1]!];
  await db.insert(telegramLinks).values({
    subsiteId: community,
    token: sealSecret('telegram', sessionSecret, '1000000042:AAH-demo-placeholder-not-a-real-bot-token'),
    botUsername: 'pero_development_bot',
    chatId: DEMO_CHAT_ID,
    chatUsername: 'pero_development_demo',
    chatTitle: 'Разработка в Перо',
    enabled: false,
    disabledReason: 'manual',
    createdBy: owner,
  });
  const sent = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.subsiteId, community), eq(posts.isPublish, true)))
    .orderBy(desc(posts.publishedAt))
    .limit(2);
  if (sent.length > 0) await db.insert(telegramMessages).values(sent.map((post, index) => ({ chatId: DEMO_CHAT_ID, messageId: 301 + index, postId: post.id })));
}
