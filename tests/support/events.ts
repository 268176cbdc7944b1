/**
 * Domain events in tests. recordedEvents(app, run) returns what `run` recorded in the outbox,
 * in order; expectEvents asserts it. settle(app) finishes the app's background work — events
 * due for delivery, then the jobs they queued — so a test reads the outcome (a letter, a
 * push) without waiting on a timer.
 */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, gt, max } from 'drizzle-orm';
import { domainEvents } from '../../src/server/db/schema/index.ts';
import type { DomainEvent } from '../../src/shared/events.ts';

async function lastEventId(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ id: max(domainEvents.id) }).from(domainEvents);
  return Number(row?.id ?? 0);
}

export async function recordedEvents(app: FastifyInstance, run: () => Promise<unknown>): Promise<DomainEvent[]> {
  const before = await lastEventId(app);
  await run();
  const rows = await app.db.select({ payload: domainEvents.payload }).from(domainEvents).where(gt(domainEvents.id, before)).orderBy(asc(domainEvents.id));
  return rows.map((row) => row.payload);
}

/** `run` recorded exactly these events (each compared by the fields given), in this order. */
export async function expectEvents(app: FastifyInstance, run: () => Promise<unknown>, expected: Array<Partial<DomainEvent> & Pick<DomainEvent, 'type'>>): Promise<DomainEvent[]> {
  const events = await recordedEvents(app, run);
  expect(events).toEqual(expected.map((event) => expect.objectContaining(event)));
  return events;
}

export async function settle(app: FastifyInstance): Promise<void> {
  do await app.events.dispatchDue();
  while ((await app.jobs.runDue()) > 0);
}
