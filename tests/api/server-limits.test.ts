/** A slow or silent client holds a socket for a bounded time. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SERVER_TIMEOUTS } from '../../src/server/app.ts';
import { buildTestApp } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

it('sets the server’s header, request, keep-alive and socket time limits', () => {
  expect(app.server).toMatchObject({
    headersTimeout: SERVER_TIMEOUTS.headersTimeout,
    requestTimeout: SERVER_TIMEOUTS.requestTimeout,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
    timeout: SERVER_TIMEOUTS.connectionTimeout,
  });
});
