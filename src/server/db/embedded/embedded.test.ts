/**
 * The embedded database runs on a thread of its own: a statement that takes a second holds up the
 * statements queued behind it (PGlite is one session), never the server, which meanwhile answers
 * whatever needs no database.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { isDatabaseUnavailable } from '../driver-errors.ts';
import { EmbeddedThread } from './embedded-thread.ts';
import { simpleQuery } from './wire.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

it('answers /healthz at once all through a one-second statement', async () => {
  let running = true;
  const slow = app.db.execute(sql`select pg_sleep(1)`).finally(() => (running = false));
  const delays: number[] = [];
  while (running) {
    // As requests arrive: each through the event loop, which also brings the statement's answer.
    await new Promise((resolve) => setImmediate(resolve));
    const start = performance.now();
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    if (running) delays.push(performance.now() - start);
  }
  await slow;
  delays.sort((a, b) => a - b);
  // Probed the whole second through: had the statement stopped the event loop, one probe would have waited for all of it.
  expect(delays.length).toBeGreaterThan(100);
  expect(delays[Math.floor(delays.length * 0.95)]).toBeLessThan(50);
  expect(delays.at(-1)).toBeLessThan(500);
});

it('answers a statement sent to a stopped thread as a lost connection, which the server answers with 503', async () => {
  const thread = await EmbeddedThread.start({});
  await thread.close();
  const error: unknown = await thread.run(simpleQuery('select 1')).catch((failure: unknown) => failure);
  expect(isDatabaseUnavailable(error)).toBe(true);
});
