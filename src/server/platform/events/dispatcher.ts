/**
 * At-least-once delivery after the commit: docs/adr/0025-outbox-and-dispatcher.md. Subscribers must be
 * idempotent: a crash between a subscriber's work and the row's update repeats that subscriber.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DomainEvent, DomainEventType, EventOf } from '../../../shared/events.ts';
import { queryRows, type Db } from '../../db/client.ts';

export type EventHandler<T extends DomainEventType> = (event: EventOf<T>, meta: { eventId: number }) => Promise<void> | void;

interface Subscription {
  name: string;
  handle: (event: DomainEvent, meta: { eventId: number }) => Promise<void> | void;
}

interface ClaimedEvent {
  id: number;
  payload: DomainEvent;
  attempts: number;
  delivered_to: string[];
}

export interface DispatcherOptions {
  batchSize?: number;
  /** How long a claimed event is left to its claimer before another process may take it. */
  leaseMs?: number;
  /** After this many failed attempts the event is set aside (logged, kept with its error). */
  maxAttempts?: number;
}

const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 60 * 60 * 1000;

function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(attempts - 1, 0), RETRY_MAX_MS);
}

export class EventDispatcher {
  private readonly subscriptions = new Map<DomainEventType, Subscription[]>();
  private running: Promise<void> | null = null;
  private again = false;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly maxAttempts: number;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: DispatcherOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.maxAttempts = options.maxAttempts ?? 12;
  }

  /** `name` identifies the subscriber in the outbox's record of who has been served: keep it stable. */
  subscribe<T extends DomainEventType>(type: T, name: string, handle: EventHandler<T>): void {
    const list = this.subscriptions.get(type) ?? [];
    if (list.some((subscription) => subscription.name === name)) throw new Error(`"${name}" already subscribes to ${type}`);
    list.push({ name, handle: handle as Subscription['handle'] });
    this.subscriptions.set(type, list);
  }

  /** Calls that arrive while a run is going on join it and make it look once more. */
  dispatchDue(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while ((await this.dispatchBatch()) === this.batchSize);
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async dispatchBatch(): Promise<number> {
    const claimed = await this.claim();
    for (const event of claimed) await this.deliver(event);
    return claimed.length;
  }

  private async claim(): Promise<ClaimedEvent[]> {
    const rows = await queryRows<ClaimedEvent>(this.db, sql`
      update domain_events set available_at = now() + ${`${this.leaseMs} milliseconds`}::interval, attempts = attempts + 1
      where id in (
        select id from domain_events
        where dispatched_at is null and available_at <= now()
        order by available_at, id
        limit ${this.batchSize}
        for update skip locked
      )
      returning id, payload, attempts, delivered_to`);
    // bigint ids arrive as strings from node-postgres.
    return rows.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
  }

  private async deliver(event: ClaimedEvent): Promise<void> {
    const delivered = new Set(event.delivered_to);
    const errors: string[] = [];
    for (const subscription of this.subscriptions.get(event.payload.type) ?? []) {
      if (delivered.has(subscription.name)) continue;
      try {
        await subscription.handle(event.payload, { eventId: event.id });
        delivered.add(subscription.name);
      } catch (err) {
        this.log.error({ err, eventId: event.id, type: event.payload.type, subscriber: subscription.name }, 'event subscriber failed');
        errors.push(`${subscription.name}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    const served = sql.param([...delivered]);
    if (errors.length === 0) {
      await this.db.execute(sql`
        update domain_events set dispatched_at = now(), delivered_to = ${served}::text[], last_error = null where id = ${event.id}`);
      return;
    }
    const givingUp = event.attempts >= this.maxAttempts;
    if (givingUp) this.log.error({ eventId: event.id, type: event.payload.type }, 'event set aside after too many failed deliveries');
    await this.db.execute(sql`
      update domain_events
      set delivered_to = ${served}::text[], last_error = ${errors.join('\n').slice(0, 2000)},
          available_at = now() + ${`${retryDelayMs(event.attempts)} milliseconds`}::interval,
          dispatched_at = ${givingUp ? sql`now()` : sql`null`}
      where id = ${event.id}`);
  }
}
