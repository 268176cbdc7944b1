/**
 * `npm run bench:cluster`: how the site grows with web processes, and what one realtime process
 * holds. It starts the cluster test's topology (tests/cluster/topology.ts: PgBouncer, a primary
 * and a streaming replica, Redis, a realtime and a worker process) with three web processes, and
 * puts nginx, from deploy/, in front of one, two and three of them in turn, and of the bare
 * node:http server sending the same bytes. Each page is measured through each front as a guest
 * and signed in, as HTML and as Inertia JSON; the figures are set against one web process and
 * against the bare server through the same nginx. On a machine with fewer cores than processes
 * the ideal is not N times one: the processes, nginx, PostgreSQL and the load share the cores.
 *
 * Then a crowd of sockets joins the public new-posts channel on the realtime process, directly
 * (each from an address of its own), and one post is published through nginx: the time from
 * the publish's answer until the last socket has the push, and the realtime process's memory
 * per socket.
 *
 *   BENCH_SECONDS=10, BENCH_WARMUP_SECONDS=2, BENCH_CONNECTIONS=50   as `npm run bench`
 *   BENCH_SOCKETS=10000   the crowd's size (0 skips the phase)
 *   BENCH_ONLY=json,popular   only page scenarios whose id contains a word
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { ensureProductionBuild, freePort } from '../tests/support/production-server.ts';
import { pollUntil } from '../tests/support/poll.ts';
import { signInAuthors } from '../tests/faults/authors.ts';
import { HttpClient, publishPost } from '../tests/faults/traffic.ts';
import { samplesOf } from '../tests/cluster/metrics.ts';
import { Nginx } from '../tests/cluster/nginx.ts';
import { Cluster } from '../tests/cluster/topology.ts';
import { WROTE_COOKIE } from '../src/server/platform/recent-writes.ts';
import type { PageProps } from '../src/shared/pages.ts';
import { measure, sample, settle } from './load.ts';
import { startBare } from './processes.ts';
import type { Figures } from './report.ts';
import { pageScenarios, selected, type Scenario } from './scenarios.ts';
import type { CrowdOrder, CrowdReport } from './socket-crowd.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const WEB_PROCESSES = 3;
/** Client processes sharing the crowd: one would queue the pushes it hears behind each other. */
const CROWDS = 4;
/** What two web processes must serve of the members' feed as Inertia JSON, against one. */
const TWO_PROCESS_TARGET = { id: 'popular-json-signed-in', ratio: 1.6 };
/** The push must reach the whole crowd this soon after the publish is answered. */
const FAN_OUT_TARGET_MS = 1_000;

interface ScalingResult {
  id: string;
  label: string;
  bare: Figures;
  /** By number of web processes behind nginx: 1, 2, 3. */
  pero: Figures[];
}

interface CrowdResult {
  sockets: number;
  connectSeconds: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  heapBeforeMb: number;
  heapAfterMb: number;
  /** From the publish's answer to the first and the last socket hearing the push. */
  firstMs: number;
  lastMs: number;
  heard: number;
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function withFront<T>(webPorts: number[], realtimePorts: number[], work: (url: string) => Promise<T>): Promise<T> {
  const front = new Nginx(await freePort(), { webPorts, realtimePorts });
  await front.start();
  try {
    return await work(front.url);
  } finally {
    await front.stop();
    front.destroy();
  }
}

async function measured(url: string, scenario: Scenario): Promise<Figures> {
  await settle(url);
  const figures = await measure(url, [scenario], CONNECTIONS, SECONDS, { warmupSeconds: WARMUP_SECONDS });
  await settle(url);
  return figures;
}

/** Each scenario through the bare server's front, then through fronts of 1, 2 and 3 web processes. */
async function measureScaling(cluster: Cluster, scenarios: Scenario[]): Promise<ScalingResult[]> {
  const realtimePorts = [cluster.realtime.port];
  const webPorts = cluster.web.map((web) => web.port);
  const bare = await startBare();
  const barePort = Number(new URL(bare.url).port);
  const results: ScalingResult[] = [];
  try {
    for (const scenario of scenarios) {
      const answer = await sample(cluster.siteUrl, scenario);
      if (answer.status !== 200) console.warn(`  ${scenario.id}: ${scenario.path} answers ${answer.status}; measured as it is`);
      await bare.serve(answer);
      const bareFigures = await withFront([barePort], realtimePorts, (url) => measured(url, scenario));
      const pero: Figures[] = [];
      for (let count = 1; count <= webPorts.length; count++) pero.push(await withFront(webPorts.slice(0, count), realtimePorts, (url) => measured(url, scenario)));
      const result = { id: scenario.id, label: scenario.label, bare: bareFigures, pero };
      results.push(result);
      printScaling(result);
    }
  } finally {
    await bare.stop();
  }
  return results;
}

function printScaling({ label, bare, pero }: ScalingResult) {
  const perSecond = pero.map((figures) => Math.round(figures.requestsPerSecond));
  const toOne = pero.map((figures) => (figures.requestsPerSecond / pero[0]!.requestsPerSecond).toFixed(2));
  const toBare = pero.map((figures) => (figures.requestsPerSecond / bare.requestsPerSecond).toFixed(3));
  const p99 = pero.map((figures) => figures.p99Ms);
  const errors = pero.reduce((sum, figures) => sum + figures.errors, 0);
  console.log(`${label.padEnd(42)} ${perSecond.join(' / ').padStart(20)}  ×${toOne.join(' / ×').padEnd(18)} ${toBare.join(' / ').padEnd(20)} p99 ${p99.join(' / ')} ms · bare ${Math.round(bare.requestsPerSecond)}${errors ? ` · ${errors} errors` : ''}`);
}

async function metric(url: string, token: string, name: string): Promise<number> {
  const samples = await samplesOf(url, token, name);
  if (!samples?.length) throw new Error(`${url}/metrics has no ${name}`);
  return samples.reduce((sum, value) => sum + value, 0);
}

function crowd(order: CrowdOrder): { process: ChildProcess; report: (kind: 'connected' | 'heard') => Promise<CrowdReport> } {
  const child = fork('bench/socket-crowd.ts', [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.send(order);
  const report = (kind: 'connected' | 'heard') =>
    new Promise<CrowdReport>((resolve, reject) => {
      const onMessage = (message: CrowdReport) => {
        if (!(kind in message)) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`a socket crowd exited (${code})`)));
    });
  return { process: child, report };
}

async function measureCrowd(cluster: Cluster, publish: () => Promise<void>): Promise<CrowdResult> {
  const realtimeUrl = `http://127.0.0.1:${cluster.realtime.port}`;
  const token = cluster.metricsToken;
  const rssBefore = await metric(realtimeUrl, token, 'pero_process_resident_memory_bytes');
  const heapBefore = await metric(realtimeUrl, token, 'pero_nodejs_heap_size_used_bytes');
  const started = performance.now();
  const share = Math.ceil(SOCKETS / CROWDS);
  const crowds = Array.from({ length: CROWDS }, (_, index) => crowd({ url: realtimeUrl, count: Math.min(share, SOCKETS - index * share), offset: index * share }));
  const heard = crowds.map(({ report }) => report('heard'));
  await Promise.all(crowds.map(({ report }) => report('connected')));
  const connectSeconds = (performance.now() - started) / 1000;
  const held = await pollUntil(async () => ((await metric(realtimeUrl, token, 'pero_sockets_connected')) >= SOCKETS ? true : null), 30_000);
  if (!held) throw new Error(`the realtime process does not report ${SOCKETS} sockets`);
  const rssAfter = await metric(realtimeUrl, token, 'pero_process_resident_memory_bytes');
  const heapAfter = await metric(realtimeUrl, token, 'pero_nodejs_heap_size_used_bytes');
  await publish();
  const answered = Date.now();
  const reports = (await Promise.all(heard)) as Array<{ heard: [number, number, number] }>;
  await Promise.all(crowds.map(({ process: child }) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))));
  return {
    sockets: SOCKETS,
    connectSeconds: Math.round(connectSeconds * 10) / 10,
    rssBeforeMb: megabytes(rssBefore),
    rssAfterMb: megabytes(rssAfter),
    heapBeforeMb: megabytes(heapBefore),
    heapAfterMb: megabytes(heapAfter),
    firstMs: Math.min(...reports.map(({ heard: [first] }) => first)) - answered,
    lastMs: Math.max(...reports.map(({ heard: [, last] }) => last)) - answered,
    heard: reports.reduce((sum, { heard: [, , count] }) => sum + count, 0),
  };
}

/** A member's cookies without the mark of their sign-in, which would send their reads to the primary for seconds. */
function readingCookie(cookie: string): string {
  return cookie
    .split('; ')
    .filter((pair) => !pair.startsWith(`${WROTE_COOKIE}=`))
    .join('; ');
}

async function main(): Promise<number> {
  ensureProductionBuild();
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg()[0]!;
  const cluster = await Cluster.create({ webProcesses: WEB_PROCESSES });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cluster.stop().finally(() => process.exit(130)));
  try {
    await cluster.start();
    const client = new HttpClient(cluster.siteUrl);
    const [author] = await signInAuthors(client, 1);
    const feed = (await (await fetch(`${cluster.siteUrl}/popular`, { headers: { 'x-inertia': 'true' } })).json()) as { version: string; props: PageProps<'Index'> };
    const postPath = new URL(feed.props.posts.data[0]!.url, cluster.siteUrl).pathname;
    const scenarios = pageScenarios({ post: postPath, popular: '/popular' }, readingCookie(author!.headers.cookie ?? ''), feed.version).filter((scenario) => selected(scenario.id, ONLY));

    console.log(`\nnginx in front of 1 / 2 / 3 web processes (and of the bare server) · ${CONNECTIONS} connections · ${SECONDS} s each · ${cpus().length} cores`);
    console.log(`${'page'.padEnd(42)} ${'req/s'.padStart(20)}  ${'to one process'.padEnd(19)} ${'to bare'.padEnd(20)}`);
    const scaling = await measureScaling(cluster, scenarios);

    const target = scaling.find((result) => result.id === TWO_PROCESS_TARGET.id);
    const twoToOne = target ? target.pero[1]!.requestsPerSecond / target.pero[0]!.requestsPerSecond : null;
    if (twoToOne !== null) console.log(`\ntwo web processes serve ×${twoToOne.toFixed(2)} of one on the members' feed as JSON · target ≥ ×${TWO_PROCESS_TARGET.ratio} ${twoToOne >= TWO_PROCESS_TARGET.ratio ? 'yes' : 'NO'}`);

    let sockets: CrowdResult | null = null;
    if (SOCKETS > 0) {
      sockets = await measureCrowd(cluster, async () => {
        const answer = await publishPost(client, author!, `Замер рассылки ${Date.now().toString(36)}`);
        if (answer.status !== 200) throw new Error(`publishing answered ${answer.status}`);
      });
      const perSocketKb = ((sockets.rssAfterMb - sockets.rssBeforeMb) * 1024) / sockets.sockets;
      const heapPerSocketKb = ((sockets.heapAfterMb - sockets.heapBeforeMb) * 1024) / sockets.sockets;
      console.log(
        `\n${sockets.sockets} sockets on one realtime process, connected in ${sockets.connectSeconds} s: RSS ${sockets.rssBeforeMb} → ${sockets.rssAfterMb} MB (${perSocketKb.toFixed(1)} KB a socket), heap ${sockets.heapBeforeMb} → ${sockets.heapAfterMb} MB (${heapPerSocketKb.toFixed(1)} KB a socket)`,
      );
      console.log(
        `one new post reached ${sockets.heard} of them ${sockets.firstMs}–${sockets.lastMs} ms after the publish was answered · target all < ${FAN_OUT_TARGET_MS} ms ${sockets.heard === sockets.sockets && sockets.lastMs < FAN_OUT_TARGET_MS ? 'yes' : 'NO'}`,
      );
    }
    client.close();

    const dir = path.join('bench', 'results');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${startedAt.replace(/[:.]/g, '-')}-cluster.json`);
    const loadAverage = { before: Math.round(loadBefore * 10) / 10, after: Math.round(loadavg()[0]! * 10) / 10 };
    writeFileSync(file, `${JSON.stringify({ startedAt, cpus: cpus().length, connections: CONNECTIONS, seconds: SECONDS, loadAverage, scaling, twoToOne, sockets }, null, 2)}\n`);
    console.log(`\nwritten to ${file}`);
    return 0;
  } catch (error) {
    console.error(error);
    console.error(cluster.logTails());
    return 1;
  } finally {
    await cluster.stop();
  }
}

main().then((code) => process.exit(code));
