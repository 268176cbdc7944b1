/**
 * `npm run bench:search`: search at a million posts (search-corpus.ts), on the embedded database and on
 * PostgreSQL, through the production build. Each kind of query is asked alone, one request at a time,
 * for its latency; then all of them at once beside readers of the feed, for the event-loop delay the
 * readers meet while searches run. Figures are printed and written to bench/results/.
 *
 *   BENCH_DB=embedded,postgres     which databases (PostgreSQL at BENCH_POSTGRES_URL, skipped when none answers)
 *   BENCH_SEARCH_POSTS=1000000     the corpus's size
 *   BENCH_SEARCH_REQUESTS=30       requests per query alone, after 3 not counted
 *   BENCH_SECONDS=10               the phase with searches and readers at once
 *   BENCH_SEARCH_KEEP=<dir>        keep the filled databases (a directory for the embedded one; PostgreSQL's
 *                                  is pero_bench_search) and reuse them on the next run with the same size
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { russianLayoutToLatin } from '../src/server/features/discovery/query-alternatives.ts';
import { ensureProductionBuild } from '../tests/support/production-server.ts';
import { measure, percentile, settle, tenths } from './load.ts';
import { startPero, type PeroServer } from './processes.ts';
import { postgresAvailable, withDemoContent, type BenchDatabaseKind } from './database.ts';
import { generateSearchCorpus, searchVocabulary } from './search-corpus.ts';
import type { Scenario } from './scenarios.ts';

const POSTS = Number(process.env.BENCH_SEARCH_POSTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 30);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const KEEP = process.env.BENCH_SEARCH_KEEP;
const DATABASES = (process.env.BENCH_DB ?? 'embedded,postgres').split(',').map((name) => name.trim()) as BenchDatabaseKind[];
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTGRES_DATABASE = 'pero_bench_search';

/** Single-request p95 targets, by database. */
const TARGET_P95_MS: Record<BenchDatabaseKind, number> = { postgres: 50, embedded: 150 };
/** The readers' event-loop delay while searches run. */
const LAG_TARGET_MS = 50;
const SEARCHERS = 4;
const READERS = 20;

interface Query {
  id: string;
  label: string;
  q: string;
}

/** Latin letters as a Russian reader would spell the word (the reverse of what search reads). */
const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p',
  р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};
const transliterated = (word: string) => [...word].map((letter) => TRANSLIT[letter] ?? letter).join('');
const withTypo = (word: string) => `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;

/** Words chosen by rank, so the same words are asked of every run: rank 1 is in nearly every post. */
function queries(): Query[] {
  const vocabulary = searchVocabulary();
  const word = (rank: number, minLength = 5) => vocabulary.slice(rank - 1).find((candidate) => candidate.length >= minLength)!;
  const common = word(3);
  return [
    { id: 'rare', label: 'a rare word', q: word(60_000) },
    { id: 'common', label: 'a common word', q: common },
    { id: 'middle', label: 'a word in a few per cent of posts', q: word(400) },
    { id: 'two-words', label: 'two words', q: `${word(40)} ${word(300)}` },
    { id: 'layout', label: 'the common word on the wrong layout', q: russianLayoutToLatin(common) },
    { id: 'translit', label: 'a word in Latin letters', q: transliterated(word(50)) },
    { id: 'typo', label: 'a word with a typo', q: withTypo(word(30, 6)) },
  ];
}

const searchPath = (q: string) => `/discovery?q=${encodeURIComponent(q)}`;

async function prepare(kind: BenchDatabaseKind): Promise<{ env: Record<string, string>; dispose: () => Promise<void> }> {
  const keptDir = KEEP ? path.resolve(KEEP, `search-${POSTS}`) : null;
  const dataDir = keptDir ?? mkdtempSync(path.join(tmpdir(), 'pero-bench-search-'));
  mkdirSync(dataDir, { recursive: true });
  const env: Record<string, string> = { DATA_DIR: dataDir };
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  const marker = path.join(dataDir, `filled-${kind}`);
  if (kind === 'postgres') {
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${POSTGRES_DATABASE}`;
    env.DATABASE_URL = url.href;
    await admin.connect();
    if (!existsSync(marker)) {
      await admin.query(`drop database if exists ${POSTGRES_DATABASE} with (force)`);
      await admin.query(`create database ${POSTGRES_DATABASE}`);
    }
  }
  const dispose = async () => {
    if (kind === 'postgres') {
      if (!keptDir) await admin.query(`drop database if exists ${POSTGRES_DATABASE} with (force)`);
      await admin.end();
    }
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  };
  if (existsSync(marker)) {
    console.log(`  reusing the ${POSTS}-post database kept in ${dataDir}`);
    return { env, dispose };
  }
  await withDemoContent(env, (database) => generateSearchCorpus(database, POSTS, (line) => console.log(line)));
  writeFileSync(marker, new Date().toISOString());
  return { env, dispose };
}

interface Alone {
  id: string;
  label: string;
  q: string;
  found: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  ok: boolean;
}

async function alone(pero: PeroServer, query: Query, targetMs: number): Promise<Alone> {
  const ask = async () => {
    const started = performance.now();
    // Each from another address, as many people searching are: the search rate limit is per address.
    const response = await fetch(pero.url + searchPath(query.q), { headers: { accept: 'application/json', 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}` } });
    const body = (await response.json()) as { data?: unknown[] };
    if (response.status !== 200) throw new Error(`${query.id}: ${searchPath(query.q)} answered ${response.status}`);
    return { ms: performance.now() - started, found: body.data?.length ?? 0 };
  };
  for (let warm = 0; warm < 3; warm++) await ask();
  const times: number[] = [];
  let found = 0;
  for (let n = 0; n < REQUESTS; n++) {
    const answer = await ask();
    times.push(answer.ms);
    found = answer.found;
  }
  times.sort((a, b) => a - b);
  const figures = { p50Ms: tenths(percentile(times, 0.5)), p95Ms: tenths(percentile(times, 0.95)), maxMs: tenths(percentile(times, 1)) };
  console.log(`  ${query.id} (${query.q}): p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, ${found} on the first page`);
  return { ...query, found, ...figures, ok: figures.p95Ms < targetMs };
}

async function runPass(kind: BenchDatabaseKind) {
  console.log(`\n== ${kind}: ${POSTS} posts`);
  const prepared = await prepare(kind);
  const pero = await startPero(prepared.env);
  try {
    const loadBefore = loadavg()[0]!;
    const asked = queries();
    const single: Alone[] = [];
    for (const query of asked) single.push(await alone(pero, query, TARGET_P95_MS[kind]));

    const searches: Scenario[] = asked.map((query) => ({ id: query.id, label: query.label, path: searchPath(query.q), headers: { accept: 'application/json' }, target: null, manyReaders: true }));
    const feed: Scenario = { id: 'reader', label: '/popular as JSON', path: '/popular', headers: { accept: 'application/json' }, target: null };
    await settle(pero.url);
    await pero.lag.reset();
    const [searching, reading] = await Promise.all([measure(pero.url, searches, SEARCHERS, SECONDS), measure(pero.url, [feed], READERS, SECONDS)]);
    const lag = await pero.lag.read();
    await settle(pero.url);
    console.log(`  at once: ${Math.round(searching.requestsPerSecond)} searches/s (p99 ${searching.p99Ms} ms), readers ${Math.round(reading.requestsPerSecond)} req/s (p99 ${reading.p99Ms} ms), event-loop delay p99 ${lag.p99} ms`);
    return {
      database: kind,
      posts: POSTS,
      commit: execFileSync('git', ['describe', '--always', '--dirty']).toString().trim(),
      node: process.version,
      cpus: cpus().length,
      loadAverage: { before: Math.round(loadBefore * 10) / 10, after: Math.round(loadavg()[0]! * 10) / 10 },
      targetP95Ms: TARGET_P95_MS[kind],
      single,
      together: { searchers: SEARCHERS, readers: READERS, seconds: SECONDS, searching, reading, lagP99Ms: lag.p99, lagMaxMs: lag.max, lagTargetMs: LAG_TARGET_MS, ok: lag.p99 < LAG_TARGET_MS },
    };
  } finally {
    await pero.stop();
    await prepared.dispose();
  }
}

async function main() {
  ensureProductionBuild();
  const passes = [];
  for (const kind of DATABASES) {
    if (kind === 'postgres' && !(await postgresAvailable())) {
      console.warn('No PostgreSQL answers at BENCH_POSTGRES_URL: its pass is skipped.');
      continue;
    }
    const pass = await runPass(kind);
    const file = path.join('bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}-search-${kind}.json`);
    writeFileSync(file, `${JSON.stringify(pass, null, 2)}\n`);
    console.log(`  written to ${file}`);
    passes.push(pass);
  }
  for (const pass of passes) {
    console.log(`\n${pass.database}, ${pass.posts} posts (target p95 < ${pass.targetP95Ms} ms; load ${pass.loadAverage.before} → ${pass.loadAverage.after})`);
    console.log('query       p50 ms   p95 ms   max ms  found  result');
    for (const row of pass.single) {
      console.log(`${row.id.padEnd(10)} ${String(row.p50Ms).padStart(7)} ${String(row.p95Ms).padStart(8)} ${String(row.maxMs).padStart(8)} ${String(row.found).padStart(6)}  ${row.ok ? 'pass' : 'MISS'}`);
    }
    const together = pass.together;
    console.log(`searches and readers at once: event-loop delay p99 ${together.lagP99Ms} ms (target < ${together.lagTargetMs}) ${together.ok ? 'pass' : 'MISS'}; readers p99 ${together.reading.p99Ms} ms`);
  }
}

await main();
