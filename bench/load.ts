/**
 * Load as the bench sends it: autocannon against one address for a while, a wait for the server
 * to work off what the load left queued, and one answer read to hand to the bare server.
 */
import autocannon from 'autocannon';
import type { Answer } from './processes.ts';
import type { Figures } from './report.ts';
import type { Scenario } from './scenarios.ts';

/** Headers that belong to one connection or one moment, not to the answer's bytes. */
const PER_CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding', 'content-length']);

let readers = 0;
/** Another reader's address: 10.0.0.0/8 holds sixteen million before one repeats. */
function nextReader(): string {
  readers = (readers + 1) % 0xffffff;
  return `10.${readers >> 16}.${(readers >> 8) & 0xff}.${readers & 0xff}`;
}

/** Milliseconds to a tenth. */
export const tenths = (ms: number) => Math.round(ms * 10) / 10;

/** The value below which `share` (0–1) of the sorted values lie. */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

export interface Measuring {
  /** Load before the measured seconds, on the same connections, not counted. */
  warmupSeconds?: number;
  /** Called as the measured seconds begin, awaited before the figures are returned (to read the server's CPU then). */
  onMeasuring?: () => Promise<void>;
}

/**
 * The warm-up runs on the connections that are then measured. A server busy with 50 connections accepts a new one
 * about once per turn of its event loop, so 50 connections opened at once onto it wait, some of them for seconds,
 * before their first request is read; on fresh connections that wait would be most of the p99.
 */
export async function measure(url: string, requests: Scenario[], connections: number, seconds: number, { warmupSeconds = 0, onMeasuring }: Measuring = {}): Promise<Figures> {
  const latencies: number[] = [];
  let answered = 0;
  let errors = 0;
  let measuring = false;
  let began: Promise<void> | undefined;
  const startMeasuring = () => {
    measuring = true;
    began = onMeasuring?.();
  };
  let instance!: autocannon.Instance;
  const done = new Promise<void>((resolve, reject) => {
    const options: autocannon.Options = {
      url,
      connections,
      duration: warmupSeconds + seconds,
      requests: requests.map((scenario) => ({
        method: 'GET',
        path: scenario.path,
        headers: scenario.headers,
        ...(scenario.manyReaders && { setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextReader() } }) }),
      })),
    };
    instance = autocannon(options, (error) => (error ? reject(error as Error) : resolve()));
  });
  const warmup = warmupSeconds > 0 ? setTimeout(startMeasuring, warmupSeconds * 1000) : null;
  if (!warmup) startMeasuring();
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (!measuring) return;
    answered++;
    if (status >= 200 && status < 300) latencies.push(ms);
    else errors++;
  });
  instance.on('reqError', () => {
    if (measuring) errors++;
  });
  await done;
  if (warmup) clearTimeout(warmup);
  await began;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: answered / seconds,
    p50Ms: Math.round(percentile(latencies, 0.5)),
    p99Ms: Math.round(percentile(latencies, 0.99)),
    errors,
    requests: answered,
  };
}

/**
 * Waits until Pero has worked off what the load left queued (a slow page can leave seconds
 * of requests whose clients are gone), so that backlog is not measured against the next run:
 * three health checks in a row answered in under 25 ms, or 30 s at most.
 */
export async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (let fast = 0; fast < 3 && Date.now() < deadline; ) {
    const started = performance.now();
    await fetch(`${url}/healthz`);
    fast = performance.now() - started < 25 ? fast + 1 : 0;
  }
}

/** One answer from Pero, to hand to the bare server byte for byte. */
export async function sample(url: string, scenario: Scenario): Promise<Answer> {
  const response = await fetch(url + scenario.path, { headers: scenario.headers, redirect: 'manual' });
  const headers: Answer['headers'] = {};
  response.headers.forEach((value, name) => {
    if (!PER_CONNECTION_HEADERS.has(name)) headers[name] = value;
  });
  // fetch joins several Set-Cookie headers; the bare server sends them as Pero did.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}
