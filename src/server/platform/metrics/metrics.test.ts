import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { openSocket } from '../../../../tests/support/realtime.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { inTransaction } from '../../db/client.ts';
import { projectPath } from '../../lib/paths.ts';
import { recordEvents } from '../events/outbox.ts';
import { METRICS_PATH } from './metrics.plugin.ts';

const TOKEN = 'a-token-for-the-test-scraper';
const html = { accept: 'text/html' };

/** Every metric docs/metrics.md describes by name; the Node.js runtime's own are there as a family. */
const DOCUMENTED = [
  'pero_http_requests_total',
  'pero_http_request_duration_seconds',
  'pero_db_pool_connections',
  'pero_db_replica_lag_seconds',
  'pero_db_replica_usable',
  'pero_db_read_only',
  'pero_outbox_undelivered_events',
  'pero_outbox_oldest_undelivered_age_seconds',
  'pero_job_queue_jobs',
  'pero_sockets_connected',
  'pero_page_cache_requests_total',
  'pero_nodejs_eventloop_lag_seconds',
];

/** The value of one sample in the text format (labels compared whole), or undefined when the scrape has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key!, value!]));
    if (JSON.stringify(Object.entries(found).sort()) === JSON.stringify(Object.entries(labels).sort())) return Number(match[3]);
  }
  return undefined;
}

const metricNames = (text: string) => [...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]!);

describe('GET /metrics without METRICS_TOKEN', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('is an unknown path', async () => {
    const res = await app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('pero_');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    // A stopped clock: a cached page lives until the test asks again, however slow the machine.
    app = await buildTestApp({ config: { metricsToken: TOKEN }, pageCache: { now: () => 0 } });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  async function scrape(): Promise<string> {
    const res = await app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  }

  it('answers 401 to a request without the token or with another one, and no cookie', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, 'Bearer', `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`, TOKEN]) {
      const res = await app.inject({ url: METRICS_PATH, headers: authorization === undefined ? {} : { authorization } });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).not.toContain('pero_');
    }
  });

  it('answers the text format with every documented metric, which docs/metrics.md names', async () => {
    const res = await app.inject({ url: METRICS_PATH, headers: { authorization: `bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['set-cookie']).toBeUndefined();
    const names = metricNames(res.body);
    const docs = readFileSync(projectPath('docs/metrics.md'), 'utf8');
    for (const name of DOCUMENTED) {
      expect(names).toContain(name);
      expect(docs).toContain(`\`${name}\``);
    }
    // Ours are all documented; the runtime's (pero_nodejs_*, pero_process_*) are documented as families.
    expect(names.filter((name) => !/^pero_(nodejs|process)_/.test(name)).sort()).toEqual(DOCUMENTED.filter((name) => !name.startsWith('pero_nodejs_')).sort());
    expect(sample(res.body, 'pero_db_read_only')).toBe(0);
  });

  it('counts each answer under its route pattern, method and status, and never itself', async () => {
    const counted = (text: string, route: string, status: string) => sample(text, 'pero_http_requests_total', { route, method: 'GET', status }) ?? 0;
    const before = await scrape();
    expect((await app.inject({ url: '/popular', headers: html })).statusCode).toBe(200);
    expect((await app.inject({ url: '/nobody_here', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ url: '/nobody_here', headers: html })).statusCode).toBe(404);
    const after = await scrape();
    expect(counted(after, '/popular', '200')).toBe(counted(before, '/popular', '200') + 1);
    expect(counted(after, '/:owner', '404')).toBe(counted(before, '/:owner', '404') + 2);
    expect(sample(after, 'pero_http_request_duration_seconds_count', { route: '/:owner', method: 'GET', status: '404' })).toBe(counted(after, '/:owner', '404'));
    expect(after).not.toContain('nobody_here');
    expect(after).not.toContain(`route="${METRICS_PATH}"`);
  });

  it("counts the page cache's misses and hits in each store", async () => {
    const lookups = (text: string, store: string, result: string) => sample(text, 'pero_page_cache_requests_total', { store, result }) ?? 0;
    const before = await scrape();
    await app.inject({ url: '/new', headers: html });
    const rendered = await scrape();
    expect(lookups(rendered, 'answers', 'miss')).toBe(lookups(before, 'answers', 'miss') + 1);
    expect(lookups(rendered, 'answers', 'hit')).toBe(lookups(before, 'answers', 'hit'));
    expect(lookups(rendered, 'shared', 'miss')).toBeGreaterThan(lookups(before, 'shared', 'miss'));

    await app.inject({ url: '/new', headers: html });
    const cached = await scrape();
    expect(lookups(cached, 'answers', 'hit')).toBe(lookups(rendered, 'answers', 'hit') + 1);
    expect(lookups(cached, 'answers', 'miss')).toBe(lookups(rendered, 'answers', 'miss'));

    // A member is never answered from the guests' store, but shares the data the guest's page loaded.
    const member = await createUser(app);
    await app.inject({ url: '/new', headers: { ...html, ...(await sessionHeaders(app, member.id)) } });
    const shared = await scrape();
    expect(lookups(shared, 'answers', 'hit')).toBe(lookups(cached, 'answers', 'hit'));
    expect(lookups(shared, 'shared', 'hit')).toBeGreaterThan(lookups(cached, 'shared', 'hit'));
  });

  it('reports the undelivered events of the outbox until they are delivered', async () => {
    // Stopped, the app's dispatcher (which delivers everything due first) leaves the new event waiting.
    await app.events.stop();
    try {
      expect(sample(await scrape(), 'pero_outbox_undelivered_events')).toBe(0);
      expect(sample(await scrape(), 'pero_outbox_oldest_undelivered_age_seconds')).toBe(0);
      await inTransaction(app.db, (tx) => recordEvents(tx, { type: 'account.registered', userId: 1, needsVerification: false }));
      const waiting = await scrape();
      expect(sample(waiting, 'pero_outbox_undelivered_events')).toBe(1);
      expect(sample(waiting, 'pero_outbox_oldest_undelivered_age_seconds')).toBeGreaterThanOrEqual(0);
    } finally {
      await app.events.start();
    }
    await app.events.dispatchDue();
    expect(sample(await scrape(), 'pero_outbox_undelivered_events')).toBe(0);
  });

  it('reports the jobs of each queue by state', async () => {
    const queued = (text: string) => sample(text, 'pero_job_queue_jobs', { queue: 'maintenance.recount', state: 'queued' });
    expect(queued(await scrape())).toBe(0);
    await app.jobs.send('maintenance.recount', {});
    const after = await scrape();
    expect(queued(after)).toBe(1);
    expect(sample(after, 'pero_job_queue_jobs', { queue: 'maintenance.recount', state: 'active' })).toBe(0);
    expect(sample(after, 'pero_job_queue_jobs', { queue: 'maintenance.recount', state: 'failed' })).toBe(0);
  });

  it('leaves out the gauges of a reading that fails, and answers the rest', async () => {
    vi.spyOn(app.jobs, 'queues').mockRejectedValueOnce(new Error('the database went away'));
    const text = await scrape();
    expect(metricNames(text)).toContain('pero_job_queue_jobs');
    expect(text).not.toMatch(/^pero_job_queue_jobs\{/m);
    expect(sample(text, 'pero_outbox_undelivered_events')).toBe(0);
    expect(sample(await scrape(), 'pero_job_queue_jobs', { queue: 'maintenance.recount', state: 'failed' })).toBe(0);
  });

  it('reports the sockets connected to this process', async () => {
    expect(sample(await scrape(), 'pero_sockets_connected')).toBe(0);
    const socket = await openSocket(baseUrl);
    try {
      expect(sample(await scrape(), 'pero_sockets_connected')).toBe(1);
    } finally {
      socket.disconnect();
    }
  });
});

describe('METRICS_TOKEN', () => {
  const config = (token: string) => loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pero-config-')), METRICS_TOKEN: token });

  it('is at least 16 characters long', () => {
    expect(config('0123456789abcdef').metricsToken).toBe('0123456789abcdef');
    expect(() => config('0123456789abcde')).toThrow(ConfigError);
    expect(() => config('0123456789abcde')).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });

  it('is off when unset or blank', () => {
    expect(config('').metricsToken).toBeNull();
    expect(config('   ').metricsToken).toBeNull();
  });
});
