// One build, three roles: a process started as `realtime` or `worker` answers its probes and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../support/app.ts';
import { errorAnswer } from '../support/errors.ts';
import type { Role } from '../../src/server/config.ts';

describe.each<Role[]>([['realtime'], ['worker']])('a process with the roles %s', (...roles) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { roles: new Set(roles) } });
  });
  afterAll(() => app.close());

  it('answers its health probes', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });

  it('serves no pages and no calls', async () => {
    for (const url of ['/', '/popular', '/news', '/tags/search?query=a']) {
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(errorAnswer('errors.notFound'));
    }
  });
});

describe('a process with the web role alone', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { roles: new Set(['web']) } });
  });
  afterAll(() => app.close());

  it('serves pages', async () => {
    const res = await app.inject({ url: '/popular', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html');
  });
});
