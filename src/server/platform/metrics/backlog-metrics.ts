import { Gauge, type Registry } from '@prometheus-io/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { ScrapeReading } from './scrape-reading.ts';

interface OutboxBacklog {
  count: number;
  /** 0 when nothing waits. */
  oldestAgeSeconds: number;
}

const JOB_STATES = ['queued', 'active', 'failed'] as const;

/** Work waiting: domain events not yet delivered, and jobs by queue. Read at scrape time. */
export function reportBacklog(registry: Registry, { database, jobs, log }: { database: Database; jobs: Jobs; log: FastifyBaseLogger }): void {
  const registers = [registry];
  const outbox = new ScrapeReading('outbox backlog', () => outboxBacklog(database), log);
  const queues = new ScrapeReading('job queues', () => jobs.queues(), log);

  new Gauge({
    name: 'pero_outbox_undelivered_events',
    help: 'Domain events recorded and not yet delivered to all their subscribers',
    registers,
    async collect() {
      setOrLeaveOut(this, (await outbox.value())?.count);
    },
  });
  new Gauge({
    name: 'pero_outbox_oldest_undelivered_age_seconds',
    help: 'Age of the oldest undelivered domain event; 0 when none waits',
    registers,
    async collect() {
      setOrLeaveOut(this, (await outbox.value())?.oldestAgeSeconds);
    },
  });
  new Gauge({
    name: 'pero_job_queue_jobs',
    help: 'Jobs by queue and state: queued (waiting, retries included), active, failed (retries used up)',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      const read = await queues.value();
      this.reset();
      for (const queue of read ?? []) for (const state of JOB_STATES) this.set({ queue: queue.name, state }, queue[state]);
    },
  });
}

/** `dispatched_at` is set once every subscriber has it (or it was set aside). */
async function outboxBacklog(database: Database): Promise<OutboxBacklog> {
  const { rows } = await database.execute(
    `select count(*)::int as count, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
     from domain_events where dispatched_at is null`,
  );
  const [row] = rows as Array<{ count: number; oldest: number }>;
  return { count: row!.count, oldestAgeSeconds: row!.oldest };
}

/** A gauge without labels reports 0 until set: removing its sample is how it says "unknown". */
function setOrLeaveOut(gauge: Gauge, value: number | undefined): void {
  if (value === undefined) gauge.remove();
  else gauge.set(value);
}
