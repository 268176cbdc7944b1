/**
 * `npm run test:faults`: the production build under faults an operator meets — SIGTERM,
 * kill -9, PostgreSQL going away, Redis going away — each under load, against a PostgreSQL
 * cluster and a Redis server of its own on private ports (nothing else on the machine is
 * touched). Prints each scenario's figures and a summary; exits 1 if any target is missed.
 * Builds first when the build is missing or older than the sources.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureProductionBuild, freePort } from '../support/production-server.ts';
import { signInAuthors } from './authors.ts';
import { PeroServer } from './pero-server.ts';
import { databaseOutage, describeKinds, describeStatuses, formatMs, killDuringPublishes, redisOutage, sigtermUnderLoad, type FaultContext, type ScenarioResult } from './scenarios.ts';
import { PostgresCluster, RedisServer } from './services.ts';
import { HttpClient } from './traffic.ts';

/** Authors publishing at once (each signs in once, from an address of its own). */
const AUTHORS = 10;
/** In this order: each leaves the server running for the next. */
const SCENARIOS = [sigtermUnderLoad, killDuringPublishes, databaseOutage, redisOutage];

function printScenario(result: ScenarioResult) {
  const { figures, writes } = result;
  console.log(`\n— ${result.name}`);
  console.log(`  requests: ${figures.requests} (${describeStatuses(figures)})`);
  console.log(`  by kind: ${describeKinds(figures)}`);
  console.log(`  5xx: ${JSON.stringify(figures.serverErrors)}, resets: ${figures.resets}`);
  if (writes) console.log(`  acknowledged writes: ${writes.acknowledged}, found: ${writes.found}, half-written: ${writes.halfWritten}, stored: ${writes.stored}`);
  if (result.recoveryMs !== null) console.log(`  recovery: ${formatMs(result.recoveryMs)}`);
  for (const note of result.notes) console.log(`  ${note}`);
  for (const check of result.checks) console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}`);
}

function printSummary(results: ScenarioResult[]) {
  const rows = results.map((result) => [
    result.name,
    String(result.figures.requests),
    Object.entries(result.figures.serverErrors).map(([status, count]) => `${status}×${count}`).join(' ') || '0',
    String(result.figures.resets),
    result.writes ? `${result.writes.found}/${result.writes.acknowledged}` : '—',
    result.writes ? String(result.writes.halfWritten) : '—',
    formatMs(result.recoveryMs),
    result.checks.every((check) => check.ok) ? 'pass' : 'FAIL',
  ]);
  const header = ['scenario', 'requests', '5xx', 'resets', 'found/acked', 'half', 'recovery', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(`\n${line(header)}\n${line(widths.map((width) => '-'.repeat(width)))}`);
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<number> {
  const runStarted = performance.now();
  ensureProductionBuild();
  const workDir = mkdtempSync(path.join(tmpdir(), 'pero-faults-'));
  const postgres = new PostgresCluster(await freePort());
  const redis = new RedisServer(await freePort());
  const server = new PeroServer({
    port: await freePort(),
    dataDir: path.join(workDir, 'data'),
    databaseUrl: postgres.url,
    redisUrl: redis.url,
    logFile: path.join(workDir, 'server.log'),
    shutdownDelaySeconds: 1,
  });
  const results: ScenarioResult[] = [];
  const stopAll = async () => {
    if (server.running) await server.stop('SIGTERM');
    await redis.kill();
    await postgres.destroy();
  };
  // pg_ctl starts PostgreSQL detached: an interrupted run (Ctrl-C, a CI timeout) stops it here.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stopAll().finally(() => process.exit(130)));
  let crashed = false;
  try {
    await postgres.create();
    await redis.start();
    const started = performance.now();
    await server.start();
    console.log(`Pero on ${server.url} (PostgreSQL :${postgres.port}, Redis :${redis.port}), ready in ${formatMs(performance.now() - started)} with the demo seeded`);
    const client = new HttpClient(server.url);
    const authors = await signInAuthors(client, AUTHORS);
    client.close();
    const context: FaultContext = { server, postgres, redis, authors, runId: `Проверка сбоев ${Date.now().toString(36)}` };
    for (const scenario of SCENARIOS) {
      const result = await scenario(context);
      results.push(result);
      printScenario(result);
      if (!server.running) throw new Error(`The server is not running after "${result.name}"`);
    }
  } catch (error) {
    console.error(error);
    crashed = true;
  } finally {
    await stopAll();
  }
  printSummary(results);
  console.log(`\nwhole run: ${formatMs(performance.now() - runStarted)}`);
  const failed = crashed || results.some((result) => !result.checks.every((check) => check.ok));
  if (failed) console.log(`\nServer log (last lines):\n${server.logTail()}`);
  rmSync(workDir, { recursive: true, force: true });
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
