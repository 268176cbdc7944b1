/**
 * `npm run bench`: load scenarios against a production build (rebuilt when stale) on this
 * machine, on the embedded database and on PostgreSQL. Each pass fills a new database (demo content, or the
 * large data set), starts the server, and measures every page as a guest and signed in, as
 * HTML and as Inertia JSON, each against a bare node:http server sending the same bytes in
 * the same run; then event-loop delay under 20 readers and memory after a long load. Figures
 * are printed as a table and written to bench/results/. Speed targets live here (scenarios.ts),
 * never in the test suite.
 *
 *   BENCH_DB=embedded,postgres   which databases (default both; PostgreSQL is skipped when none answers)
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres
 *                                the server where the database pero_bench is created and dropped
 *   BENCH_DATASET=demo|large     the demo content (default) or 100,000 posts and 10,000 readers on top of it
 *   BENCH_SECONDS=10             per scenario, and for the event-loop delay phase
 *   BENCH_WARMUP_SECONDS=2       the same load first, not counted, on each server before a scenario
 *   BENCH_CONNECTIONS=50
 *   BENCH_MEMORY_SECONDS=60      the load before memory is read; 0 skips the phase
 *   BENCH_ONLY=post,json         only scenarios whose id contains a word (ids: post-html-guest,
 *                                tag-json-signed-in, popular-…, new-…, comments-json-guest,
 *                                comment-replies-json-guest, search-common-json-guest,
 *                                search-layout-json-guest, search-quick-json-guest, stats-page-json-signed-in,
 *                                stats-call-json-signed-in, lag (every page),
 *                                lag-pages, lag-feeds, memory, chat)
 *   BENCH_CHAT_RATE=50           the chat scenario's messages per second (1,000 sockets in 500
 *                                chats, BENCH_SECONDS long; see chat-load.ts)
 *   BENCH_CPU_PROFILE=<dir>      the server writes a V8 CPU profile (.cpuprofile) there when it stops
 *
 * `npm run bench -- --compare A.json B.json` prints two passes' results side by side (compare.ts).
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { ensureProductionBuild } from '../tests/support/production-server.ts';
import { postgresAvailable, prepareDatabase, type BenchDatabaseKind, type Dataset } from './database.ts';
import { startBare, startPero, type BareServer, type PeroServer } from './processes.ts';
import { printComparison, printPass, writeResult, type LagResult, type PassResult, type ScenarioResult } from './report.ts';
import { runChatLoad } from './chat-load.ts';
import { measure, sample, settle } from './load.ts';
import { printComparedRuns, readRun } from './compare.ts';
import { buildScenarios, LAG_READERS, LAG_TARGET_MS, meets, MEMORY_BUDGET, selected, type Scenario } from './scenarios.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * A scenario follows another one's load and the bare server's run: without a warm-up its first
 * second measures code not yet compiled for its path and caches its page had let expire.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MEMORY_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);
const CHAT_RATE = Number(process.env.BENCH_CHAT_RATE ?? 50);
const DATASET: Dataset = process.env.BENCH_DATASET === 'large' ? 'large' : 'demo';
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const DATABASES = (process.env.BENCH_DB ?? 'embedded,postgres').split(',').map((name) => name.trim()) as BenchDatabaseKind[];

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
const load1 = () => Math.round(loadavg()[0]! * 10) / 10;

async function runScenario(pero: PeroServer, bare: BareServer, scenario: Scenario): Promise<ScenarioResult> {
  const answer = await sample(pero.url, scenario);
  if (answer.status !== 200) console.warn(`  ${scenario.id}: ${scenario.path} answers ${answer.status}; measured as it is`);
  await bare.serve(answer);
  const connections = scenario.connections ?? CONNECTIONS;
  const bareFigures = await measure(bare.url, [scenario], connections, SECONDS, { warmupSeconds: WARMUP_SECONDS });
  let cpuBefore = 0;
  const peroFigures = await measure(pero.url, [scenario], connections, SECONDS, {
    warmupSeconds: WARMUP_SECONDS,
    onMeasuring: async () => {
      cpuBefore = await pero.cpu();
    },
  });
  await settle(pero.url);
  // Read after the backlog is worked off, so every request answered is in the time.
  const cpuMsPerRequest = ((await pero.cpu()) - cpuBefore) / 1000 / Math.max(1, peroFigures.requests);
  const ratio = peroFigures.requestsPerSecond / bareFigures.requestsPerSecond;
  const result = {
    id: scenario.id,
    label: scenario.label,
    path: scenario.path,
    status: answer.status,
    bytes: answer.body.length,
    pero: peroFigures,
    bare: bareFigures,
    ratio,
    cpuMsPerRequest,
    target: scenario.target,
    ok: meets(scenario.target, peroFigures, ratio),
  };
  console.log(`  ${scenario.id}: ${Math.round(peroFigures.requestsPerSecond)} req/s, bare ${Math.round(bareFigures.requestsPerSecond)}, ratio ${ratio.toFixed(3)}, ${cpuMsPerRequest.toFixed(2)} ms CPU per request`);
  return result;
}

async function runPass(kind: BenchDatabaseKind, bare: BareServer): Promise<PassResult> {
  console.log(`\n== ${kind}: preparing the ${DATASET} data set`);
  const prepared = await prepareDatabase(kind, DATASET, (line) => console.log(line));
  const before = load1();
  const pero = await startPero(prepared.env).catch(async (error) => {
    await prepared.dispose();
    throw error;
  });
  try {
    const version = ((await (await fetch(`${pero.url}/popular`, { headers: { 'x-inertia': 'true' } })).json()) as { version: string }).version;
    const scenarios = buildScenarios(prepared.fixture, version);
    const startedAt = new Date().toISOString();
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios.filter((candidate) => selected(candidate.id, ONLY))) results.push(await runScenario(pero, bare, scenario));

    // Every page the bench knows (guests and members, comments and search included); the post,
    // tag and feed pages the rendering targets are about; the feeds alone, whose readers the
    // feeds' own target is about.
    const isPage = (scenario: Scenario) => /^(post|tag|popular|new)-/.test(scenario.id);
    const isFeed = (scenario: Scenario) => /^(popular|new)-/.test(scenario.id);
    const mixes = [
      { id: 'lag', mix: 'every page', requests: scenarios },
      { id: 'lag-pages', mix: 'the post, tag and feed pages', requests: scenarios.filter(isPage) },
      { id: 'lag-feeds', mix: 'the feeds', requests: scenarios.filter(isFeed) },
    ];
    const lag: LagResult[] = [];
    for (const { id, mix, requests } of mixes.filter((candidate) => selected(candidate.id, ONLY))) {
      await pero.lag.reset();
      await measure(pero.url, requests, LAG_READERS, SECONDS);
      const read = await pero.lag.read();
      await settle(pero.url);
      const targetMs = kind === 'embedded' ? LAG_TARGET_MS : null;
      lag.push({ mix, readers: LAG_READERS, seconds: SECONDS, p50Ms: read.p50, p99Ms: read.p99, maxMs: read.max, targetMs, ok: targetMs === null ? null : read.p99 < targetMs });
      console.log(`  ${id}: p99 ${read.p99} ms`);
    }

    let chat: PassResult['chat'] = null;
    if (selected('chat', ONLY)) {
      chat = await runChatLoad(pero.url, prepared.fixture.chatPeople, SECONDS, CHAT_RATE);
      await settle(pero.url);
      console.log(`  chat: ${chat.delivered}/${chat.sent} delivered, p50 ${chat.p50Ms} ms, p99 ${chat.p99Ms} ms`);
    }

    let memory: PassResult['memory'] = null;
    if (MEMORY_SECONDS > 0 && selected('memory', ONLY)) {
      await measure(pero.url, scenarios, CONNECTIONS, MEMORY_SECONDS);
      const read = await pero.memory();
      const figures = {
        heapUsedMb: megabytes(read.heapUsed),
        heapCommittedMb: megabytes(read.heapCommitted),
        buffersMb: megabytes(read.buffers),
        heapRetainedMb: megabytes(read.heapRetained),
        rssMb: megabytes(read.rss),
        rssAfterCollectionMb: megabytes(read.rssAfterCollection),
        peakRssMb: megabytes(read.peakRss),
      };
      memory = { seconds: MEMORY_SECONDS, ...figures, budget: MEMORY_BUDGET, ok: figures.heapRetainedMb <= MEMORY_BUDGET.heapRetainedMb && figures.rssMb <= MEMORY_BUDGET.rssMb };
      console.log(`  memory: heap ${figures.heapUsedMb} MB (${figures.heapRetainedMb} MB kept), RSS ${figures.rssMb} MB`);
    }

    return {
      database: kind,
      dataset: DATASET,
      largeDataset: prepared.fixture.largeDataset,
      startedAt,
      commit: execFileSync('git', ['describe', '--always', '--dirty']).toString().trim(),
      node: process.version,
      cpus: cpus().length,
      connections: CONNECTIONS,
      seconds: SECONDS,
      loadAverage: { before, after: load1() },
      scenarios: results,
      lag,
      chat,
      memory,
    };
  } finally {
    await pero.stop();
    await prepared.dispose();
  }
}

async function main() {
  const compare = process.argv.indexOf('--compare');
  if (compare !== -1) {
    const [a, b] = process.argv.slice(compare + 1, compare + 3);
    if (!a || !b) throw new Error('--compare takes two result files: npm run bench -- --compare bench/results/A.json bench/results/B.json');
    return printComparedRuns(readRun(a), readRun(b));
  }
  // Figures from a stale build would measure code that is gone.
  ensureProductionBuild();
  const databases: BenchDatabaseKind[] = [];
  for (const kind of DATABASES) {
    if (kind !== 'embedded' && kind !== 'postgres') throw new Error(`BENCH_DB: unknown database "${kind}" (embedded, postgres)`);
    if (kind === 'postgres' && !(await postgresAvailable())) console.warn('No PostgreSQL answers at BENCH_POSTGRES_URL: its pass is skipped.');
    else databases.push(kind);
  }

  const bare = await startBare();
  const passes: PassResult[] = [];
  try {
    for (const kind of databases) {
      const result = await runPass(kind, bare);
      console.log(`  written to ${writeResult(result)}`);
      passes.push(result);
    }
  } finally {
    await bare.stop();
  }
  for (const pass of passes) printPass(pass);
  const embedded = passes.find((pass) => pass.database === 'embedded');
  const postgres = passes.find((pass) => pass.database === 'postgres');
  if (embedded && postgres) printComparison(embedded, postgres);
}

await main();
