/**
 * The four faults, each under load, each judged by what clients saw and what the database
 * kept. A scenario leaves the server running for the next one.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { authorAddress, signIn } from './authors.ts';
import type { PeroServer } from './pero-server.ts';
import type { PostgresCluster, RedisServer } from './services.ts';
import { Figures, HttpClient, startLoad, type Author, type RequestKind } from './traffic.ts';
import { checkWrites, type WriteCheck } from './writes.ts';

export interface FaultContext {
  server: PeroServer;
  postgres: PostgresCluster;
  redis: RedisServer;
  authors: Author[];
  /** Unique to this run, in every title it publishes. */
  runId: string;
}

export interface Check {
  name: string;
  ok: boolean;
}

export interface ScenarioResult {
  name: string;
  figures: Figures;
  writes: WriteCheck | null;
  /** Time from the service's return to the site working again. */
  recoveryMs: number | null;
  checks: Check[];
  notes: string[];
}

/** Concurrent keep-alive readers beside the authors' publishers. */
const READERS = 4;
/** The database must be back in service this soon after it returns. */
const RECOVERY_LIMIT_MS = 10_000;

export const noOtherServerErrors = (figures: Figures, allowed: number[] = []): Check => ({
  name: `no 5xx${allowed.length ? ` but ${allowed.join(', ')}` : ''}`,
  ok: Object.keys(figures.serverErrors).every((status) => allowed.includes(Number(status))),
});
export const noResets = (figures: Figures): Check => ({ name: '0 connection resets', ok: figures.resets === 0 });
export const noneLost = (writes: WriteCheck): Check => ({ name: '0 lost acknowledged writes', ok: writes.found === writes.acknowledged && writes.acknowledged > 0 });
export const noneHalfWritten = (writes: WriteCheck): Check => ({ name: '0 half-written posts', ok: writes.halfWritten === 0 });
const stillRunning = (server: PeroServer): Check => ({ name: 'the process stayed up', ok: server.running });

async function writesOf(context: FaultContext, prefix: string, figures: Figures) {
  return checkWrites(context.postgres.url, prefix, figures.acknowledged);
}

/**
 * Load for `loadMs`, then `signal` to the server; the workers end when they find the port
 * closed. The server is started again on the same database before the writes are read.
 */
async function signalUnderLoad(context: FaultContext, signal: NodeJS.Signals, readers: number, loadMs: number) {
  const { server } = context;
  const figures = new Figures();
  const prefix = `${context.runId} ${signal}`;
  const load = startLoad(server.url, figures, { readers, authors: context.authors, titlePrefix: prefix });
  await sleep(loadMs);
  const exit = await server.stop(signal);
  await load.finished;
  await server.start();
  return { figures, exit, writes: await writesOf(context, prefix, figures) };
}

export async function sigtermUnderLoad(context: FaultContext): Promise<ScenarioResult> {
  const { figures, exit, writes } = await signalUnderLoad(context, 'SIGTERM', READERS, 3000);
  return {
    name: 'SIGTERM under load',
    figures,
    writes,
    recoveryMs: null,
    checks: [
      noResets(figures),
      { name: 'readiness 503 while draining, before the port closed', ok: figures.byKind.has('ready 503') },
      { name: 'no 5xx but readiness', ok: figures.serverErrorsBeside('ready') === 0 },
      noneLost(writes),
      { name: 'clean exit (code 0)', ok: exit === 0 },
    ],
    notes: [`exit: ${exit}`],
  };
}

export async function killDuringPublishes(context: FaultContext): Promise<ScenarioResult> {
  const { figures, exit, writes } = await signalUnderLoad(context, 'SIGKILL', 0, 2500);
  return {
    name: 'kill -9 during publishes',
    figures,
    writes,
    recoveryMs: null,
    // Requests in flight at the kill meet resets: that is what a crash is.
    checks: [noOtherServerErrors(figures), noneLost(writes), noneHalfWritten(writes), { name: 'restarted', ok: context.server.running }],
    notes: [`exit: ${exit}`, `stored but unacknowledged: ${writes.stored - writes.found}`],
  };
}

/** When each kind of request first succeeded at or after a moment, to measure recovery. */
class FirstSuccess {
  private since = Infinity;
  private readonly seen = new Map<RequestKind, number>();

  constructor(private readonly kinds: RequestKind[]) {}

  from(at: number) {
    this.since = at;
  }

  record(kind: RequestKind, status: number) {
    const now = performance.now();
    if (status === 200 && now >= this.since && !this.seen.has(kind)) this.seen.set(kind, now);
  }

  /** Milliseconds from `from` until every kind succeeded, or null while one has not. */
  get elapsed(): number | null {
    if (!this.kinds.every((kind) => this.seen.has(kind))) return null;
    return Math.max(...this.kinds.map((kind) => this.seen.get(kind)!)) - this.since;
  }
}

async function waitFor<T>(probe: () => T | null, timeoutMs: number): Promise<T | null> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== null || performance.now() > until) return value;
    await sleep(50);
  }
}

export async function databaseOutage(context: FaultContext): Promise<ScenarioResult> {
  const { server, postgres } = context;
  const figures = new Figures();
  const prefix = `${context.runId} database`;
  const recovery = new FirstSuccess(['page', 'ready', 'publish']);
  let during: Figures | null = null;
  figures.onResult = (kind, status) => {
    recovery.record(kind, status);
    if (during) during.answered(kind, status);
  };
  const load = startLoad(server.url, figures, { readers: READERS, authors: context.authors, titlePrefix: prefix });
  await sleep(2000);
  during = new Figures();
  await postgres.stop();
  await sleep(3000);
  await postgres.start();
  const outage = during;
  during = null;
  recovery.from(performance.now());
  const recoveryMs = await waitFor(() => recovery.elapsed, 20_000);
  await sleep(1000);
  await load.stop();
  const writes = await writesOf(context, prefix, figures);
  return {
    name: 'PostgreSQL stopped and restarted',
    figures,
    writes,
    recoveryMs,
    checks: [
      stillRunning(server),
      noOtherServerErrors(figures, [503]),
      { name: 'answers 503 while the database is away', ok: outage.count(503) > 0 },
      noResets(figures),
      noneLost(writes),
      noneHalfWritten(writes),
      { name: `recovery < ${RECOVERY_LIMIT_MS / 1000} s`, ok: recoveryMs !== null && recoveryMs < RECOVERY_LIMIT_MS },
    ],
    notes: [`during the outage: ${describeKinds(outage)}`],
  };
}

export async function redisOutage(context: FaultContext): Promise<ScenarioResult> {
  const { server, redis } = context;
  const figures = new Figures();
  const prefix = `${context.runId} redis`;
  const probe = new HttpClient(server.url);
  const readiness = async () => (JSON.parse((await probe.request('/readyz')).body) as { status: string }).status;
  const waitForReadiness = async (wanted: string) => {
    const started = performance.now();
    while (performance.now() - started < 15_000) {
      if ((await readiness()) === wanted) return performance.now() - started;
      await sleep(50);
    }
    return null;
  };

  const load = startLoad(server.url, figures, { readers: READERS, authors: context.authors, titlePrefix: prefix });
  await sleep(1500);
  const before = figures.requests;
  await redis.kill();
  const degradedAfterMs = await waitForReadiness('degraded');
  // A sign-in needs the rate-limit store and the failed-sign-in counter, both in Redis.
  const { status: signInStatus } = await signIn(probe, context.authors[0]!.email, authorAddress(context.authors.length));
  await sleep(2000);
  const duringOutage = figures.requests - before;
  await redis.start();
  const okAfterMs = await waitForReadiness('ok');
  await sleep(500);
  await load.stop();
  probe.close();
  const writes = await writesOf(context, prefix, figures);
  const nonOk = figures.requests - figures.count(200);
  return {
    name: 'Redis killed and restarted',
    figures,
    writes,
    recoveryMs: okAfterMs,
    checks: [
      stillRunning(server),
      noOtherServerErrors(figures),
      { name: 'every request answered 200', ok: nonOk === 0 },
      { name: 'sign-in works without Redis', ok: signInStatus === 200 },
      { name: '/readyz: degraded, then ok', ok: degradedAfterMs !== null && okAfterMs !== null },
      noResets(figures),
      noneLost(writes),
    ],
    notes: [
      `requests while Redis was away: ${duringOutage}`,
      `sign-in while Redis was away: ${signInStatus}`,
      `/readyz degraded ${formatMs(degradedAfterMs)} after the kill, ok ${formatMs(okAfterMs)} after the restart`,
    ],
  };
}

export function describeStatuses(figures: Figures): string {
  const statuses = [...figures.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  const errors = [...figures.errors].map(([code, count]) => `${code}×${count}`);
  return [...statuses, ...errors].join(', ') || 'nothing';
}

/** `page 200×120, publish 503×30, …`; a failure shows its code in place of a status. */
export function describeKinds(figures: Figures): string {
  return [...figures.byKind].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `${key}×${count}`).join(', ') || 'nothing';
}

export function formatMs(ms: number | null): string {
  return ms === null ? '—' : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
