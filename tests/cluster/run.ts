/**
 * `npm run test:cluster`: Pero past one machine, on Debian's engines — a PostgreSQL primary and
 * a streaming replica, PgBouncer in transaction mode, Redis, nginx rendered from deploy/, and
 * Pero processes by role (two web, one realtime, one worker) — all on loopback on private
 * ports. It checks what nginx serves itself, then under load through nginx: pushes across
 * roles, a web process killed, the replica stopped and lagging, and the primary stopped
 * (read-only mode). Prints each check's figures and a summary; exits 1 if any check fails.
 * Builds first when the build is stale; installs missing engines with apt-get when run as root.
 */
import { signInAuthors } from '../faults/authors.ts';
import { printScenario, printSummary } from '../faults/report.ts';
import { formatMs, type ScenarioResult } from '../faults/scenarios.ts';
import { HttpClient } from '../faults/traffic.ts';
import { ensureProductionBuild } from '../support/production-server.ts';
import { primaryStopped, replicaLagging, replicaStopped, webProcessKilled } from './checks.ts';
import { ensureEngines } from './engines.ts';
import { nginxInFront } from './front.ts';
import type { ClusterContext } from './load.ts';
import { pushesAcrossRoles } from './realtime.ts';
import { Cluster } from './topology.ts';

/** Authors publishing at once (each signs in once, from an address of its own). */
const AUTHORS = 10;
/** In this order: each leaves the cluster whole for the next; the primary's outage, the most disruptive, comes last. */
const CHECKS = [nginxInFront, pushesAcrossRoles, webProcessKilled, replicaStopped, replicaLagging, primaryStopped];

async function main(): Promise<number> {
  const runStarted = performance.now();
  ensureEngines();
  ensureProductionBuild();
  const cluster = await Cluster.create();
  // pg_ctl starts PostgreSQL detached: an interrupted run (Ctrl-C, a CI timeout) stops it here.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cluster.stop().finally(() => process.exit(130)));
  const results: ScenarioResult[] = [];
  let failed = false;
  let logs = '';
  try {
    const started = performance.now();
    await cluster.start();
    console.log(`Pero through nginx on ${cluster.siteUrl}: ${cluster.pero.map(({ name, port }) => `${name} :${port}`).join(', ')}; ready in ${formatMs(performance.now() - started)}`);
    const client = new HttpClient(cluster.siteUrl);
    const authors = await signInAuthors(client, AUTHORS);
    client.close();
    const context: ClusterContext = { cluster, authors, runId: `Проверка кластера ${Date.now().toString(36)}` };
    for (const check of CHECKS) {
      const result = await check(context);
      results.push(result);
      printScenario(result);
      const down = cluster.pero.filter(({ server }) => !server.running);
      if (down.length) throw new Error(`Not running after "${result.name}": ${down.map(({ name }) => name).join(', ')}`);
    }
  } catch (error) {
    console.error(error);
    failed = true;
  } finally {
    failed ||= results.some((result) => !result.checks.every((check) => check.ok));
    // Read before the cluster's directories go.
    if (failed) logs = cluster.logTails();
    await cluster.stop();
  }
  printSummary(results);
  console.log(`\nwhole run: ${formatMs(performance.now() - runStarted)}`);
  if (logs) console.log(`\n${logs}`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
