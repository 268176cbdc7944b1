/**
 * Дмитрий runs «Разработка» and once pointed a webhook at his team's bot: it is switched off now (the address is a
 * placeholder that goes nowhere), and its log keeps the test ping and one post that got through on the second attempt.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { posts, webhookAttempts, webhookDeliveries, webhooks } from '../db/schema/index.ts';
import { newSecret } from '../features/webhooks/webhooks.signing.ts';

const HOUR_MS = 60 * 60 * 1000;

export async function seedDemoWebhooks(db: Db, people: number[], communities: number[]): Promise<void> {
  const [owner, community] = [people[1]!, communities[1]!];
  const [webhook] = await db
    .insert(webhooks)
    .values({ subsiteId: community, url: 'https://example.invalid/hooks/pero', events: ['post.published', 'comment.created'], secret: newSecret(), enabled: false, disabledReason: 'manual', createdBy: owner })
    .returning({ id: webhooks.id });
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR_MS);
  const delivery = (event: 'ping' | 'post.published', hoursAgo: number, data: object) => {
    const id = randomUUID();
    return { id, webhookId: webhook!.id, event, status: 'succeeded' as const, createdAt: at(hoursAgo), body: JSON.stringify({ id, event, created_at: at(hoursAgo).toISOString(), data }) };
  };
  const ping = delivery('ping', 50, { webhook_id: webhook!.id });
  const [post] = await db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(and(eq(posts.subsiteId, community), eq(posts.isPublish, true)))
    .orderBy(desc(posts.publishedAt))
    .limit(1);
  const published = delivery('post.published', 26, { post: post ?? null });
  await db.insert(webhookDeliveries).values([
    { ...ping, attempts: 1 },
    { ...published, attempts: 2 },
  ]);
  await db.insert(webhookAttempts).values([
    { deliveryId: ping.id, attempt: 1, statusCode: 200, durationMs: 184, responseExcerpt: 'ok', createdAt: at(50) },
    { deliveryId: published.id, attempt: 1, statusCode: 503, durationMs: 10_000, responseExcerpt: 'Service Unavailable', createdAt: at(26) },
    { deliveryId: published.id, attempt: 2, statusCode: 200, durationMs: 212, responseExcerpt: 'ok', createdAt: at(26 - 1 / 60) },
  ]);
}
