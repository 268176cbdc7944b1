// The deletes are idempotent, so a retried or repeated run is harmless.
import type { FastifyInstance } from 'fastify';
import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { domainEvents } from './db/schema/index.ts';
import { deleteExpiredSessions } from './kernel/sessions.ts';
import { deleteStaleTokens } from './features/auth/one-time-tokens.ts';
import { deleteExpiredIdempotencyKeys } from './platform/idempotency.ts';
import { deleteExpiredEmailChanges } from './features/account-safety/account-safety.commands.ts';

/** Delivered events stay a week for inspection after an incident, then go. */
const DELIVERED_EVENTS_KEPT = '7 days';

export async function runMaintenance(db: Db): Promise<void> {
  await deleteExpiredSessions(db);
  await deleteStaleTokens(db);
  await deleteExpiredIdempotencyKeys(db);
  await deleteExpiredEmailChanges(db);
  await db.delete(domainEvents).where(and(isNotNull(domainEvents.dispatchedAt), lt(domainEvents.dispatchedAt, sql`now() - ${DELIVERED_EVENTS_KEPT}::interval`)));
}

export function defineMaintenance(app: FastifyInstance): void {
  app.jobs.define('maintenance.hourly', { cron: '17 * * * *', retryLimit: 2, pollSeconds: 60 }, () => runMaintenance(app.db));
}
