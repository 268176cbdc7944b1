/**
 * The faults a cluster meets, each under load through nginx and judged by what clients saw and
 * what the primary kept: a web process killed, the replica stopped, the replica lagging, the
 * primary stopped. Each leaves the cluster whole for the next.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { describeKinds, formatMs, noneHalfWritten, noneLost, noOtherServerErrors, noResets, type Check, type ScenarioResult } from '../faults/scenarios.ts';
import { Figures, HttpClient, publishPost } from '../faults/traffic.ts';
import { pollUntil } from '../support/poll.ts';
import { underLoad, type ClusterContext } from './load.ts';
import { samplesOf } from './metrics.ts';
import { pauseReplay, replayDelaySeconds, resumeReplay } from './replication.ts';
import { REPLICA_MAX_LAG_SECONDS, type PeroProcess } from './topology.ts';

/** How long a fault lasts under load. */
const FAULT_MS = 3000;
/** The reads a read-only window must see answered before the primary returns. */
const READS_IN_WINDOW = 20;
/** Answers to requests sent before a kill may still arrive this long after it. */
const IN_FLIGHT_MS = 250;
/** A restarted or resumed replica is back in use within this. */
const CATCH_UP_LIMIT_MS = 15_000;
/** Writes must work again this soon after the primary returns. */
const WRITES_BACK_LIMIT_MS = 15_000;
/** Pero notices a lost primary (or a lagging replica) within this. */
const NOTICE_LIMIT_MS = 10_000;

const allAnswered200 = (name: string, figures: Figures): Check => ({
  name: `${name} (${figures.count(200)}/${figures.requests})`,
  ok: figures.requests > 0 && figures.count(200) === figures.requests,
});

async function readiness(process: PeroProcess): Promise<string | null> {
  try {
    const response = await fetch(`${process.server.url}/readyz`);
    return ((await response.json()) as { status?: string }).status ?? null;
  } catch {
    return null;
  }
}

/** Until every process in `processes` reports `status` at /readyz; the time it took, or null. */
async function untilReadiness(processes: PeroProcess[], status: string, timeoutMs: number): Promise<number | null> {
  const started = performance.now();
  const reached = await pollUntil(async () => ((await Promise.all(processes.map(readiness))).every((s) => s === status) ? true : null), timeoutMs);
  return reached ? performance.now() - started : null;
}

export async function webProcessKilled(context: ClusterContext): Promise<ScenarioResult> {
  const victim = context.cluster.web[0]!;
  const afterKill = new Figures();
  let killedAt = Infinity;
  const { figures, writes, outcome: exit } = await underLoad(context, 'kill', async (figures) => {
    figures.onResult = (kind, status) => {
      if (performance.now() > killedAt + IN_FLIGHT_MS) afterKill.answered(kind, status);
    };
    const exit = await victim.server.stop('SIGKILL');
    killedAt = performance.now();
    await sleep(FAULT_MS);
    return exit;
  });
  const restartStarted = performance.now();
  await victim.server.start();
  const restartMs = performance.now() - restartStarted;
  const fiveHundreds = Object.values(figures.serverErrors).reduce((sum, count) => sum + count, 0);
  return {
    name: `kill -9 ${victim.name}`,
    figures,
    writes,
    recoveryMs: null,
    checks: [
      allAnswered200('after the kill, every request through nginx answered 200', afterKill),
      // A publish in flight on the killed process cannot be passed on (it may have been written).
      { name: `5xx only to publishes in flight at the kill (≤ ${context.authors.length})`, ok: figures.serverErrorsBeside('publish') === 0 && fiveHundreds <= context.authors.length },
      noResets(figures),
      noneLost(writes),
      noneHalfWritten(writes),
      { name: 'restarted and ready', ok: victim.server.running },
    ],
    notes: [`exit: ${exit}`, `stored but unacknowledged: ${writes.stored - writes.found}`, `restart to ready: ${formatMs(restartMs)}`],
  };
}

interface ReplicaView {
  lag: number;
  usable: number;
}

/** Each web process's view of the replica, from its /metrics; null while one serves none. */
async function replicaViews(context: ClusterContext): Promise<ReplicaView[] | null> {
  const { cluster } = context;
  const views = await Promise.all(
    cluster.web.map(async ({ server }) => {
      const [lags, usable] = await Promise.all([samplesOf(server.url, cluster.metricsToken, 'pero_db_replica_lag_seconds'), samplesOf(server.url, cluster.metricsToken, 'pero_db_replica_usable')]);
      return lags === null || usable === null ? null : { lag: Math.max(...lags), usable: Math.max(...usable) };
    }),
  );
  return views.every((view) => view !== null) ? views : null;
}

/** Until every web process's view passes `wanted`; the views then, or null. */
function untilViews(context: ClusterContext, wanted: (view: ReplicaView) => boolean, timeoutMs: number): Promise<ReplicaView[] | null> {
  return pollUntil(async () => {
    const views = await replicaViews(context);
    return views?.every(wanted) ? views : null;
  }, timeoutMs);
}

export async function replicaStopped(context: ClusterContext): Promise<ScenarioResult> {
  const { replica } = context.cluster;
  const { figures, writes, outcome: backMs } = await underLoad(context, 'replica', async () => {
    await replica.stop();
    await sleep(FAULT_MS);
    await replica.start();
    const restarted = performance.now();
    const back = await untilViews(context, (view) => view.usable === 1, CATCH_UP_LIMIT_MS);
    return back ? performance.now() - restarted : null;
  });
  return {
    name: 'replica stopped and restarted',
    figures,
    writes,
    recoveryMs: backMs,
    checks: [
      noOtherServerErrors(figures),
      noResets(figures),
      noneLost(writes),
      { name: `every web process reads from the replica again < ${CATCH_UP_LIMIT_MS / 1000} s after its restart (/metrics)`, ok: backMs !== null },
    ],
    notes: ['recovery: from the replica\'s restart until every web process reported it usable'],
  };
}

export async function replicaLagging(context: ClusterContext): Promise<ScenarioResult> {
  const { replica } = context.cluster;
  const notes: string[] = [];
  const checks: Check[] = [];
  const reader = new HttpClient(context.cluster.siteUrl);
  const writer = new HttpClient(context.cluster.siteUrl);
  const { figures, writes } = await underLoad(context, 'lag', async (_, prefix) => {
    await pauseReplay(replica);
    try {
      const published = await publishPost(writer, context.authors[0]!, `${prefix} while the replica lags`);
      const post = published.status === 200 ? (JSON.parse(published.body) as { id: number; url: string }) : null;
      checks.push({ name: `a publish while the replica lags answered 200 (${published.status})`, ok: post !== null });

      const flagged = await untilViews(context, (view) => view.usable === 0 && view.lag > REPLICA_MAX_LAG_SECONDS, NOTICE_LIMIT_MS);
      checks.push({ name: `each web process reports the replica over ${REPLICA_MAX_LAG_SECONDS} s behind and unusable (/metrics)`, ok: flagged !== null });
      if (flagged) notes.push(`reported lag: ${flagged.map((view) => `${view.lag.toFixed(1)} s`).join(', ')}`);
      notes.push(`the replica's own replay delay when read: ${(await replayDelaySeconds(replica)).toFixed(1)} s`);

      if (post) {
        // A reader with no write of its own, on each web process in turn (least_conn spreads them).
        const reads = await Promise.all(Array.from({ length: 4 }, () => reader.request(post.url, { headers: { accept: 'text/html' } })));
        const statuses = reads.map((read) => read.status);
        checks.push({ name: `a reader finds the post the replica has not replayed (${statuses.join(', ')})`, ok: statuses.every((status) => status === 200) });
      }
    } finally {
      await resumeReplay(replica);
    }
    const usableAgain = await untilViews(context, (view) => view.usable === 1, CATCH_UP_LIMIT_MS);
    checks.push({ name: 'usable again on every web process after replay resumed', ok: usableAgain !== null });
  });
  reader.close();
  writer.close();
  return {
    name: `replica lagging (bound ${REPLICA_MAX_LAG_SECONDS} s)`,
    figures,
    writes,
    recoveryMs: null,
    checks: [...checks, noOtherServerErrors(figures), noResets(figures), noneLost(writes)],
    notes,
  };
}

interface RefusedWrite {
  status: number;
  retryAfter: string | undefined;
  message: string | undefined;
}

async function refusedWrite(context: ClusterContext, title: string): Promise<RefusedWrite> {
  const client = new HttpClient(context.cluster.siteUrl);
  try {
    const answer = await publishPost(client, context.authors[1]!, title);
    let message: string | undefined;
    try {
      message = (JSON.parse(answer.body) as { message?: string }).message;
    } catch {
      // Not JSON: no message.
    }
    return { status: answer.status, retryAfter: answer.headers['retry-after'] as string | undefined, message };
  } finally {
    client.close();
  }
}

export async function primaryStopped(context: ClusterContext): Promise<ScenarioResult> {
  const { primary, web } = context.cluster;
  // What clients met while every web process said read-only; the reads alone, beside.
  const readOnly = new Figures();
  const readOnlyReads = new Figures();
  let inWindow = false;
  let restartedAt = Infinity;
  let writesBackAt: number | null = null;
  const { figures, writes, outcome } = await underLoad(context, 'primary', async (figures, prefix) => {
    figures.onResult = (kind, status) => {
      if (inWindow) readOnly.answered(kind, status);
      if (inWindow && (kind === 'page' || kind === 'post')) readOnlyReads.answered(kind, status);
      if (kind === 'publish' && status === 200 && writesBackAt === null && performance.now() > restartedAt) writesBackAt = performance.now();
    };
    await primary.stop();
    const noticedMs = await untilReadiness(web, 'read-only', NOTICE_LIMIT_MS);
    inWindow = true;
    const write = await refusedWrite(context, `${prefix} refused`);
    await sleep(FAULT_MS);
    // Readers caught on the primary as it stopped wait out PgBouncer's query_wait_timeout: on a busy
    // machine that can be the whole window, so it lasts until readers have been answered in it.
    await pollUntil(() => (readOnlyReads.requests >= READS_IN_WINDOW ? true : null), WRITES_BACK_LIMIT_MS);
    inWindow = false;
    await primary.start();
    restartedAt = performance.now();
    await pollUntil(() => writesBackAt, WRITES_BACK_LIMIT_MS);
    const readyMs = await untilReadiness(web, 'ok', NOTICE_LIMIT_MS);
    return { noticedMs, write, readyMs };
  });
  const { noticedMs, write, readyMs } = outcome;
  const recoveryMs = writesBackAt === null ? null : writesBackAt - restartedAt;
  return {
    name: 'primary stopped: read-only, then back',
    figures,
    writes,
    recoveryMs,
    checks: [
      { name: `every web process's /readyz says read-only < ${NOTICE_LIMIT_MS / 1000} s after the stop`, ok: noticedMs !== null },
      allAnswered200('reads through nginx answered 200 while read-only', readOnlyReads),
      { name: `a publish answered 503 with Retry-After and a message (${write.status}, Retry-After ${write.retryAfter ?? 'none'})`, ok: write.status === 503 && write.retryAfter !== undefined && Boolean(write.message) },
      { name: `writes back < ${WRITES_BACK_LIMIT_MS / 1000} s after the primary's return`, ok: recoveryMs !== null && recoveryMs < WRITES_BACK_LIMIT_MS },
      { name: "/readyz ok again on every web process", ok: readyMs !== null },
      noOtherServerErrors(figures, [503]),
      noResets(figures),
      noneLost(writes),
      noneHalfWritten(writes),
    ],
    notes: [`read-only noticed after ${formatMs(noticedMs)}`, `while read-only: ${describeKinds(readOnly)}`, `refused write's message: ${write.message ?? '(none)'}`],
  };
}
