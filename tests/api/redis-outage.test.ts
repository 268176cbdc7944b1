/**
 * REDIS_URL names a Redis that does not answer (nothing listens on port 1): the app starts
 * anyway, serves pages and signs people in, keeps the failed-login cool-down in memory,
 * says "degraded" in /readyz while staying ready, and logs the outage once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../support/app.ts';
import { postJson } from '../support/auth.ts';
import { createUser } from '../support/factories.ts';

describe('with Redis unreachable', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp({
      config: { redisUrl: 'redis://127.0.0.1:1' },
      rateLimits: { loginFailures: { max: 2 } },
      log: { level: 'warn', stream: { write: (line) => lines.push(line) } },
    });
  });
  afterAll(() => app.close());

  it('starts and serves pages', async () => {
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
  });

  it('signs people in', async () => {
    const user = await createUser(app);
    const res = await postJson(app, '/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
  });

  it('still cools down an address after too many failed sign-ins', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 2; i++) expect((await postJson(app, '/login', { email: user.email, password: 'wrong-password' })).statusCode).toBe(422);
    const res = await postJson(app, '/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(429);
  });

  it('stays ready and reports Redis down', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'down' });
  });

  it('logs the outage once, not per retry or request', async () => {
    await app.inject('/readyz');
    expect(lines.filter((line) => line.includes('running degraded'))).toHaveLength(1);
  });
});
