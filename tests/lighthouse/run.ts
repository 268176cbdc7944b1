/**
 * `npm run test:lighthouse`: Lighthouse (pinned in package.json) on Debian's Chromium against the
 * production build with the demo content, as a guest on a phone (Lighthouse's default mobile
 * emulation and simulated slow 4G): the post page and Popular. Each page is measured five times and
 * its second best run by performance counts, since one run on a busy machine drops by up to ten points.
 * Exits 1 when that run scores below a threshold. Builds first when the build is stale.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectPath } from '../../src/server/lib/paths.ts';
import { ensureProductionBuild, freePort, waitUntilReady } from '../support/production-server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * One run on a busy 2-core machine drops by up to ten points (Lighthouse scales the main thread's observed
 * time by four), and another process on the cores only ever lowers a score. So the page's score is what its
 * better runs show: the second best of five, which one lucky run alone does not decide and three slow runs
 * do not fail.
 */
const RUNS = 5;
const COUNTED_RUN = RUNS - 2;
/**
 * What CI holds (docs/adr/0071). Performance is held seven to nine points under the 97–99 a quiet host gives these pages:
 * a host slowed for the minutes of the runs took all five runs down by five to fifteen. Bytes are held too
 * (BUDGETS), since they measure exactly what a score shows of a regression only through the noise.
 */
const THRESHOLDS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
/**
 * Kilobytes on the wire a first visit may download of each kind, the lazily loaded chunks of its first seconds
 * included: about a quarter over what the pages take, so an answer gone uncompressed or a bundle grown by
 * half fails the run.
 */
const BUDGETS = { document: 60, stylesheet: 20, script: 320 } as const;
type Category = keyof typeof THRESHOLDS;
type Scores = Record<Category, number>;

interface Report {
  categories: Record<Category, { score: number }>;
  audits: Record<string, { score: number | null; title: string; displayValue?: string; scoreDisplayMode: string; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }>;
}

/**
 * A page load in Chromium is largely memory touched for the first time: on a virtual machine that shadows the
 * guest's page tables (12–17 µs a fault) the same build scored 73 and 72 where it had scored 99 and 97, however
 * quiet the machine. There the performance score says what the host is, not what the pages are, and is printed
 * without being held; the other categories and the byte budgets, which no host moves, are held everywhere.
 */
const SLOW_PAGE_FAULT_MICROSECONDS = 4;

/** What first touching a page of fresh memory costs here, the median of three 64 MiB touches. */
function pageFaultMicroseconds(): number {
  const pages = 16_384;
  const touches = Array.from({ length: 3 }, () => {
    const memory = Buffer.allocUnsafeSlow(pages * 4096);
    const started = process.hrtime.bigint();
    for (let page = 0; page < pages; page++) memory[page * 4096] = 1;
    return Number(process.hrtime.bigint() - started) / 1000 / pages;
  });
  return touches.sort((a, b) => a - b)[1]!;
}

/** Lighthouse itself fails a run now and then (a trace without its navigation start): such a run is made again. */
const ATTEMPTS = 3;

function lighthouse(url: string, output: string): Report {
  const cli = projectPath('node_modules/lighthouse/cli/index.js');
  const args = [cli, url, '--quiet', '--output=json', `--output-path=${output}`, `--only-categories=${Object.keys(THRESHOLDS).join(',')}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu'];
  for (let attempt = 1; ; attempt++) {
    const run = spawnSync(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status === 0) return JSON.parse(readFileSync(output, 'utf8')) as Report;
    if (attempt === ATTEMPTS) throw new Error(`lighthouse ${url} exited with ${run.status} in each of ${ATTEMPTS} attempts`);
  }
}

const scoresOf = (report: Report) => Object.fromEntries(Object.keys(THRESHOLDS).map((name) => [name, Math.round(report.categories[name as Category].score * 100)])) as Scores;

/** The kinds whose bytes on the wire exceed their budget, with what they weighed. */
function overBudget(report: Report): string[] {
  const items = report.audits['resource-summary']?.details?.items ?? [];
  return (Object.keys(BUDGETS) as Array<keyof typeof BUDGETS>).flatMap((kind) => {
    const kilobytes = Math.round((items.find((item) => item.resourceType === kind)?.transferSize ?? 0) / 1024);
    return kilobytes > BUDGETS[kind] ? [`${kind} ${kilobytes} KB (budget ${BUDGETS[kind]} KB)`] : [];
  });
}

/** What held a category below 100: the failing audits, for the log. */
function failingAudits(report: Report): string[] {
  return Object.entries(report.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .map(([id, audit]) => `${id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

async function firstPostUrl(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/popular`, { headers: { accept: 'application/json' } });
  const { data } = (await res.json()) as { data: Array<{ url: string }> };
  if (!data[0]) throw new Error('Popular lists no post: the demo content is missing');
  return baseUrl + data[0].url;
}

async function main(): Promise<number> {
  ensureProductionBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pero-lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', APP_URL: baseUrl, DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: ['ignore', 'inherit', 'inherit'], cwd: projectPath('.') });
  let failed = false;
  try {
    await waitUntilReady(baseUrl, server);
    const pages = { 'the post page': await firstPostUrl(baseUrl), Popular: `${baseUrl}/popular` };
    // A site's server has answered a page before: the first answers after a start (code not yet optimised, caches
    // empty) would count in a run's simulated timings as the network's. All at once, before the runs leave this
    // process's connections idle past the server's keep-alive.
    for (const url of Object.values(pages)) for (let warm = 0; warm < 3; warm++) await (await fetch(url, { headers: { accept: 'text/html' } })).arrayBuffer();
    const faultCost = pageFaultMicroseconds();
    const held = (Object.keys(THRESHOLDS) as Category[]).filter((category) => category !== 'performance' || faultCost <= SLOW_PAGE_FAULT_MICROSECONDS);
    console.log(`a page fault costs ${faultCost.toFixed(1)} µs here${held.includes('performance') ? '' : `, over ${SLOW_PAGE_FAULT_MICROSECONDS} µs: performance is printed, not held`}`);
    for (const [name, url] of Object.entries(pages)) {
      const reports = Array.from({ length: RUNS }, (_, run) => lighthouse(url, path.join(dataDir, `report-${run}.json`)));
      const byPerformance = [...reports].sort((a, b) => scoresOf(a).performance - scoresOf(b).performance);
      const counted = byPerformance[COUNTED_RUN]!;
      const scores = scoresOf(counted);
      const below = held.filter((category) => scores[category] < THRESHOLDS[category]);
      console.log(`${name} (${url}): ${(Object.keys(scores) as Category[]).map((category) => `${category} ${scores[category]}`).join(', ')}; performance in the ${RUNS} runs: ${reports.map((report) => scoresOf(report).performance).join(', ')}`);
      if (below.length > 0) {
        failed = true;
        console.log(`  below the threshold: ${below.join(', ')}; audits under 0.9: ${failingAudits(counted).join(', ')}`);
      }
      const over = overBudget(counted);
      if (over.length > 0) {
        failed = true;
        console.log(`  over budget: ${over.join(', ')}`);
      }
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
