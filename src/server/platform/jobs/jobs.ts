// pg-boss on our own connection: docs/adr/0026-pg-boss-jobs.md. Tests and the CLI leave workers off and
// call runDue(), which runs what is due through the same handlers, so nothing waits on a timer.
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import { stableUuid } from '../../lib/stable-uuid.ts';
import type { JobName, JobPayloads } from './catalog.ts';

export interface JobOptions {
  /** Retries after the first failure; the delays double from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A cron expression (UTC): the job is also sent on this schedule. */
  cron?: string;
  pollSeconds?: number;
}

export interface SendOptions {
  /** Sending twice with one key queues the job once (e.g. the id of the event that caused it). */
  key?: string;
  startAfterSeconds?: number;
  /** Not run before this moment. */
  startAt?: Date;
}

export interface QueueState {
  name: string;
  queued: number;
  active: number;
  failed: number;
}

export interface FailedJob {
  id: string;
  name: string;
  error: string;
  failedAt: Date;
  retries: number;
}

type Handler<N extends JobName> = (data: JobPayloads[N]) => Promise<void>;

interface Definition {
  options: JobOptions;
  run: (data: unknown) => Promise<void>;
}

const JOB_SCHEMA = 'pgboss';

/** pg-boss stores the error as `{message, stack}`, or a value wrapping one. */
function errorOf(output: unknown): string {
  if (output === null || output === undefined) return '';
  if (typeof output !== 'object') return String(output);
  if ('message' in output) return String(output.message);
  if ('value' in output) return errorOf(output.value);
  return JSON.stringify(output);
}

/** pg-boss ids are UUIDs: a stable one made from the caller's key gives at-most-once sending. */
function jobIdFor(name: string, key: string): string {
  return stableUuid(`${name}\n${key}`);
}

function bossFor(database: Database, background: boolean): PgBoss {
  return new PgBoss({
    db: { executeSql: (text, values) => database.execute(text, values) },
    schema: JOB_SCHEMA,
    supervise: background,
    schedule: background,
  });
}

/** Part of migrating, so test templates carry the queue's tables. */
export async function migrateJobSchema(database: Database): Promise<void> {
  const boss = bossFor(database, false);
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

export class Jobs {
  private readonly definitions = new Map<JobName, Definition>();
  private readonly boss: PgBoss;
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly workers: boolean,
  ) {
    this.boss = bossFor(database, workers);
    this.boss.on('error', (err) => log.error({ err }, 'job queue error'));
  }

  define<N extends JobName>(name: N, options: JobOptions, run: Handler<N>): void {
    if (this.started) throw new Error(`job ${name} defined after the queue started`);
    if (this.definitions.has(name)) throw new Error(`job ${name} defined twice`);
    this.definitions.set(name, { options, run: run as Definition['run'] });
  }

  async send<N extends JobName>(name: N, data: JobPayloads[N], options: SendOptions = {}): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`job ${name} is not defined`);
    await this.boss.send(name, data, {
      ...(options.key ? { id: jobIdFor(name, options.key) } : {}),
      // pg-boss takes jobs whose start is strictly before now(), and the embedded database's
      // clock ticks in milliseconds: a job sent "now" would wait for the next poll.
      startAfter: options.startAt ?? options.startAfterSeconds ?? new Date(Date.now() - 1),
    });
  }

  async start(): Promise<void> {
    // Processes starting together would set up the same queues at once, and pg-boss's statements
    // for that deadlock against each other: one process at a time. Starting pg-boss belongs inside,
    // since its scheduler sets up a queue of its own as it starts.
    await this.database.exclusively(async () => {
      await this.boss.start();
      for (const [name, { options }] of this.definitions) {
        const retry = { retryLimit: options.retryLimit ?? 5, retryDelay: options.retryDelaySeconds ?? 30, retryBackoff: true };
        await this.boss.createQueue(name, { name, ...retry });
        await this.boss.updateQueue(name, { name, ...retry });
        if (options.cron) await this.boss.schedule(name, options.cron, {});
        else await this.boss.unschedule(name);
      }
    });
    if (this.workers) {
      for (const [name, { options, run }] of this.definitions) {
        await this.boss.work(name, { pollingIntervalSeconds: options.pollSeconds ?? 2 }, async ([job]) => this.execute(name, run, job!.data));
      }
    }
    this.started = true;
  }

  async runDue(): Promise<number> {
    let ran = 0;
    for (const [name, { run }] of this.definitions) {
      for (let jobs = await this.boss.fetch(name); jobs.length > 0; jobs = await this.boss.fetch(name)) {
        for (const job of jobs) {
          ran++;
          try {
            await this.execute(name, run, job.data);
            await this.boss.complete(name, job.id);
          } catch (err) {
            await this.boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
          }
        }
      }
    }
    return ran;
  }

  /** Jobs past their keeping time are archived by pg-boss; a job waiting for its retry counts as queued. */
  async queues(): Promise<QueueState[]> {
    const { rows } = await this.database.execute(
      `select name, count(*) filter (where state in ('created', 'retry'))::int as queued,
              count(*) filter (where state = 'active')::int as active,
              count(*) filter (where state = 'failed')::int as failed
       from ${JOB_SCHEMA}.job where state in ('created', 'retry', 'active', 'failed') group by name`,
    );
    const counts = new Map((rows as QueueState[]).map((row) => [row.name, row]));
    return [...this.definitions.keys()].sort().map((name) => counts.get(name) ?? { name, queued: 0, active: 0, failed: 0 });
  }

  async failedJobs(limit: number): Promise<FailedJob[]> {
    const { rows } = await this.database.execute(
      `select id, name, output, completed_on, retry_count from ${JOB_SCHEMA}.job where state = 'failed' order by completed_on desc nulls last limit $1`,
      [limit],
    );
    return (rows as Array<{ id: string; name: string; output: unknown; completed_on: Date | string | null; retry_count: number }>).map((row) => ({
      id: row.id,
      name: row.name,
      error: errorOf(row.output),
      failedAt: new Date(row.completed_on ?? 0),
      retries: row.retry_count,
    }));
  }

  async retry(name: string, id: string): Promise<boolean> {
    if (!this.definitions.has(name as JobName)) return false;
    const { rows } = await this.database.execute(`select 1 from ${JOB_SCHEMA}.job where name = $1 and id = $2 and state = 'failed'`, [name, id]);
    if (rows.length === 0) return false;
    await this.boss.retry(name, id);
    return true;
  }

  async stop(): Promise<void> {
    if (this.started) await this.boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    this.started = false;
  }

  private async execute(name: JobName, run: Definition['run'], data: unknown): Promise<void> {
    try {
      await run(data);
    } catch (err) {
      this.log.error({ err, job: name }, 'job failed; it will be retried if it has retries left');
      throw err;
    }
  }
}
