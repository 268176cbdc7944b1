import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('health endpoints', () => {
  it('reports the process alive', async () => {
    const res = await app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('reports ready while the database answers', async () => {
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'off' });
  });

  it('reports unavailable when the database stops answering', async () => {
    const ping = app.database.ping;
    app.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    } finally {
      app.database.ping = ping;
    }
  });
});
