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

export async function measure(url: string, requests: Scenario[], connections: number, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: requests.map((scenario) => ({
      method: 'GET',
      path: scenario.path,
      headers: scenario.headers,
      ...(scenario.manyReaders && { setupRequest: (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextReader() } }) }),
    })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
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
