// pg-boss writes through its own statements, outside our transactions, so `admin.acted` is recorded right after an action
// succeeds rather than inside its transaction.
import type { FastifyInstance } from 'fastify';
import type { OperationsDto } from '../../../shared/dto/admin-ops.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { recomputeRatingPlaces } from '../ratings/index.ts';
import { adminActed } from './admin-log.ts';
import { PG_DUMP_HINT } from './backup.ts';
import { recountCounters } from './counters.recount.ts';

/** Failed jobs listed on the screen: the newest ones; older ones show in the queue counts. */
const FAILED_SHOWN = 20;

export function defineOperationsJobs(app: FastifyInstance): void {
  // A recount is asked for by hand: one attempt and a retry, then it waits for the operator.
  app.jobs.define('maintenance.recount', { retryLimit: 1, pollSeconds: 5 }, async () => {
    const corrected = await recountCounters(app.db);
    const moved = await recomputeRatingPlaces(app.db);
    app.log.info({ corrected, moved }, 'counters recounted');
  });
}

export async function operationsOverview(app: FastifyInstance): Promise<OperationsDto> {
  const [queues, failed] = await Promise.all([app.jobs.queues(), app.jobs.failedJobs(FAILED_SHOWN)]);
  return {
    queues,
    failed: failed.map((job) => ({ id: job.id, name: job.name, error: job.error, failed_at: job.failedAt.toISOString(), retries: job.retries })),
    database: app.database.kind,
    pg_dump: PG_DUMP_HINT,
  };
}

/** False when there is no such failed job (retried already, or never failed). */
export async function retryFailedJob(app: FastifyInstance, actorId: number, queue: string, id: string): Promise<boolean> {
  if (!(await app.jobs.retry(queue, id))) return false;
  await recordEvents(app.db, adminActed(actorId, 'jobs.retried', { type: 'job', name: queue }, { jobId: id }));
  return true;
}

export async function queueRecount(app: FastifyInstance, actorId: number): Promise<void> {
  // Presses within one minute (a double click, two admins at once) queue one recount.
  await app.jobs.send('maintenance.recount', {}, { key: `recount:${Math.floor(Date.now() / 60_000)}` });
  await recordEvents(app.db, adminActed(actorId, 'counters.recounted'));
}

export async function recordBackup(app: FastifyInstance, actorId: number, bytes: number): Promise<void> {
  await recordEvents(app.db, adminActed(actorId, 'backup.downloaded', {}, { bytes }));
}
