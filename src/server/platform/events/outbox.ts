// Recorded in the command's transaction, NOTIFY included: listeners hear it only after the commit,
// and never for a rolled-back transaction.
import { sql } from 'drizzle-orm';
import type { DomainEvent } from '../../../shared/events.ts';
import type { Db } from '../../db/client.ts';
import { domainEvents } from '../../db/schema/index.ts';

export const EVENTS_CHANNEL = 'pero_domain_events';

export async function recordEvents(tx: Db, ...events: DomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(domainEvents).values(events.map((event) => ({ type: event.type, payload: event })));
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
}
