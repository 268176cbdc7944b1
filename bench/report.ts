/**
 * A bench pass's results: one JSON file per database under bench/results/ (kept out of git:
 * figures belong to the machine and the moment; the ones worth keeping are written up
 * beside them as dated markdown), and the table printed in the shape the rendering-speed work asks for.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeTarget, EMBEDDED_VS_POSTGRES, type MemoryBudget, type Target } from './scenarios.ts';
import type { BenchDatabaseKind, Dataset } from './database.ts';
import type { LargeDatasetCounts } from './large-dataset.ts';
import type { ChatLoadResult } from './chat-load.ts';

export interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Transport errors, timeouts and answers other than 2xx. */
  errors: number;
  /** Every request answered in the run. */
  requests: number;
}

export interface ScenarioResult {
  id: string;
  label: string;
  path: string;
  status: number;
  bytes: number;
  pero: Figures;
  bare: Figures;
  ratio: number;
  /**
   * The server's CPU time per request answered in Pero's run: on a machine shared with other
   * work the requests/s swing, the CPU each request cost much less.
   */
  cpuMsPerRequest: number;
  target: Target | null;
  ok: boolean | null;
}

export interface LagResult {
  /** What the readers cycle through. */
  mix: string;
  readers: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  targetMs: number | null;
  ok: boolean | null;
}

export interface PassResult {
  database: BenchDatabaseKind;
  dataset: Dataset;
  largeDataset: LargeDatasetCounts | null;
  startedAt: string;
  commit: string;
  node: string;
  cpus: number;
  connections: number;
  seconds: number;
  /** 1-minute load average before and after: the machine may be shared, and the figures with it. */
  loadAverage: { before: number; after: number };
  scenarios: ScenarioResult[];
  /** Event-loop delay under each mix of readers (every page; the feeds alone). */
  lag: LagResult[];
  /** Delivery of chat messages to 1,000 connected sockets (chat-load.ts); measured, no target yet. */
  chat: ChatLoadResult | null;
  memory: {
    seconds: number;
    heapUsedMb: number;
    /** What V8 holds for the main thread's heap, used or not. */
    heapCommittedMb: number;
    /** Memory outside the main thread's heap that its objects own (answers', caches' buffers); not the database thread's. */
    buffersMb: number;
    heapRetainedMb: number;
    rssMb: number;
    rssAfterCollectionMb: number;
    peakRssMb: number;
    budget: MemoryBudget;
    ok: boolean;
  } | null;
}

export function writeResult(result: PassResult): string {
  const dir = path.join('bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${result.startedAt.replace(/[:.]/g, '-')}-${result.database}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

const DATABASE_NAMES: Record<BenchDatabaseKind, string> = { embedded: 'embedded database (PGlite)', postgres: 'PostgreSQL' };

function verdict(ok: boolean | null): string {
  return ok === null ? '' : ok ? 'yes' : 'NO';
}

function row(cells: Array<[string | number, number]>): string {
  return cells.map(([value, width]) => (width < 0 ? String(value).padEnd(-width) : String(value).padStart(width))).join('  ');
}

export function printPass(result: PassResult): void {
  const dataset = result.largeDataset ? `large data set (${result.largeDataset.posts} posts, ${result.largeDataset.readers} readers)` : 'demo data set';
  console.log(
    `\n${DATABASE_NAMES[result.database]} · ${dataset} · ${result.connections} connections · ${result.seconds} s per scenario · load average ${result.loadAverage.before} → ${result.loadAverage.after} on ${result.cpus} cores\n`,
  );
  console.log(row([['page', -40], ['Pero req/s', 10], ['p50 ms', 7], ['p99 ms', 7], ['bare req/s', 10], ['ratio', 6], ['CPU ms', 6], ['target', -24], ['ok', -3], ['KB', 6], ['errors', 6]]));
  for (const s of result.scenarios) {
    console.log(
      row([
        [s.label, -40],
        [Math.round(s.pero.requestsPerSecond), 10],
        [s.pero.p50Ms, 7],
        [s.pero.p99Ms, 7],
        [Math.round(s.bare.requestsPerSecond), 10],
        [s.ratio.toFixed(3), 6],
        [s.cpuMsPerRequest.toFixed(2), 6],
        [describeTarget(s.target), -24],
        [verdict(s.ok), -3],
        [(s.bytes / 1024).toFixed(1), 6],
        [s.pero.errors, 6],
      ]),
    );
  }
  for (const lag of result.lag) {
    const target = lag.targetMs === null ? '— (held on the embedded database)' : `p99 < ${lag.targetMs} ms`;
    console.log(`\nevent-loop delay, ${lag.readers} readers of ${lag.mix} for ${lag.seconds} s: p50 ${lag.p50Ms} ms, p99 ${lag.p99Ms} ms, max ${lag.maxMs} ms · target ${target} ${verdict(lag.ok)}`);
  }
  if (result.chat) {
    const c = result.chat;
    console.log(
      `chat delivery, ${c.clients} sockets in ${c.chats} chats, ${c.ratePerSecond} messages/s for ${c.seconds} s: ${c.delivered}/${c.sent} delivered (${c.failed} sends failed), p50 ${c.p50Ms} ms, p99 ${c.p99Ms} ms, max ${c.maxMs} ms`,
    );
  }
  if (result.memory) {
    const m = result.memory;
    console.log(
      `memory after ${m.seconds} s of load: heap kept after a full collection ${m.heapRetainedMb} MB (budget ${m.budget.heapRetainedMb}; ${m.heapUsedMb} MB in use before it), RSS ${m.rssMb} MB (budget ${m.budget.rssMb}; the heap holds ${m.heapCommittedMb} MB, buffers ${m.buffersMb} MB), ${m.rssAfterCollectionMb} MB after the collection, peak RSS ${m.peakRssMb} MB · ${verdict(m.ok)}`,
    );
  }
}

/** The embedded database against PostgreSQL, scenario by scenario, when a run measured both. */
export function printComparison(embedded: PassResult, postgres: PassResult): void {
  console.log(`\nembedded database vs PostgreSQL (requests/s; target ≥ ${EMBEDDED_VS_POSTGRES} of PostgreSQL's)\n`);
  console.log(row([['page', -40], ['embedded', 10], ['PostgreSQL', 10], ['share', 6], ['ok', -3]]));
  for (const e of embedded.scenarios) {
    const p = postgres.scenarios.find((candidate) => candidate.id === e.id);
    if (!p) continue;
    const share = e.pero.requestsPerSecond / p.pero.requestsPerSecond;
    console.log(row([[e.label, -40], [Math.round(e.pero.requestsPerSecond), 10], [Math.round(p.pero.requestsPerSecond), 10], [share.toFixed(2), 6], [verdict(share >= EMBEDDED_VS_POSTGRES), -3]]));
  }
}
