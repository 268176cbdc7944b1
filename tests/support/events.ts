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

/**
 * Events that subscribers record in answer to others (a notification created for a comment).
 * Delivery runs on its own after each commit, so whether they land inside `run` is timing:
 * expectEvents leaves them out unless the expected list names one.
 */
const DERIVED: ReadonlySet<DomainEvent['type']> = new Set(['notification.created']);

/** `run` recorded exactly these events (each compared by the fields given), in this order. */
export async function expectEvents(app: FastifyInstance, run: () => Promise<unknown>, expected: Array<Partial<DomainEvent> & Pick<DomainEvent, 'type'>>): Promise<DomainEvent[]> {
  const recorded = await recordedEvents(app, run);
  const events = expected.some((event) => DERIVED.has(event.type)) ? recorded : recorded.filter((event) => !DERIVED.has(event.type));
  expect(events).toEqual(expected.map((event) => expect.objectContaining(event)));
  return events;
}

export async function settle(app: FastifyInstance): Promise<void> {
  do await app.events.dispatchDue();
  while ((await app.jobs.runDue()) > 0);
}
