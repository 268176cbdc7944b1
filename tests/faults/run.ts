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
import { printScenario, printSummary } from './report.ts';
import { databaseOutage, formatMs, killDuringPublishes, redisOutage, sigtermUnderLoad, type FaultContext, type ScenarioResult } from './scenarios.ts';
import { PostgresCluster, RedisServer } from './services.ts';
import { HttpClient } from './traffic.ts';

/** Authors publishing at once (each signs in once, from an address of its own). */
const AUTHORS = 10;
/** In this order: each leaves the server running for the next. */
const SCENARIOS = [sigtermUnderLoad, killDuringPublishes, databaseOutage, redisOutage];

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
