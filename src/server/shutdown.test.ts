/**
 * A stop under keep-alive load: clients busy on kept-alive sockets get their answers, learn
 * from `Connection: close` to leave, and then find the port closed. None meets a reset.
 * Before that, readiness tells a load balancer the process is leaving while it still serves.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../tests/support/app.ts';
import { trackConnections } from './shutdown.ts';

const CLIENTS = 8;
/** Answers before the stop, so every client is mid-stream on a kept-alive socket. */
const ANSWERS_BEFORE_STOP = 200;

interface Outcome {
  statuses: number[];
  closing: number;
  errors: string[];
}

describe('stopping under keep-alive load', () => {
  it('answers every request it accepted and resets no connection', async () => {
    const app = await buildTestApp({ redis: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const outcome: Outcome = { statuses: [], closing: 0, errors: [] };

    let stopped: Promise<void> | null = null;
    const stop = async () => {
      await app.connections.drain();
      await app.close();
    };
    const get = () =>
      new Promise<void>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/healthz', agent }, (response) => {
          response.resume();
          response.on('end', () => {
            outcome.statuses.push(response.statusCode ?? 0);
            if (response.headers.connection === 'close') outcome.closing += 1;
            if (outcome.statuses.length === ANSWERS_BEFORE_STOP) stopped = stop();
            resolve();
          });
        });
        request.on('error', reject);
      });
    const client = async () => {
      for (;;) {
        try {
          await get();
        } catch (error) {
          outcome.errors.push((error as NodeJS.ErrnoException).code ?? String(error));
          return;
        }
      }
    };

    await Promise.all(Array.from({ length: CLIENTS }, client));
    await stopped;
    agent.destroy();

    expect(outcome.statuses.length).toBeGreaterThan(ANSWERS_BEFORE_STOP);
    expect(outcome.statuses.every((status) => status === 200)).toBe(true);
    expect(outcome.closing).toBeGreaterThan(0);
    // Each client ends when it finds the port closed, never on a reset connection.
    expect(outcome.errors).toEqual(Array(CLIENTS).fill('ECONNREFUSED'));
  });
});

describe('a request being answered when the stop comes', () => {
  it('is answered with Connection: close, so its client sends nothing more on that socket', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let received = () => {};
    const arrived = new Promise<void>((resolve) => (received = resolve));
    const server = http.createServer((_request, response) => {
      received();
      void held.then(() => response.end('ok'));
    });
    const connections = trackConnections(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });

    const answer = new Promise<http.IncomingMessage>((resolve, reject) => http.get({ host: '127.0.0.1', port, path: '/', agent }, resolve).on('error', reject));
    await arrived;
    const drained = connections.drain();
    release();
    const response = await answer;
    response.resume();
    await drained;
    agent.destroy();
    server.close();

    expect(response.headers.connection).toBe('close');
  });
});

/** One request on a fresh connection: its status and body. */
function request(port: number, path: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('draining', () => {
  it('answers readiness with 503 while it still accepts and serves requests', async () => {
    const app = await buildTestApp({ redis: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    try {
      expect((await request(port, '/readyz')).status).toBe(200);

      app.connections.beginDraining();
      const ready = await request(port, '/readyz');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toMatchObject({ status: 'draining', database: 'ok' });
      // Only readiness changes: the balancer's checks see it, and its requests still get answers.
      expect((await request(port, '/healthz')).status).toBe(200);
      expect((await request(port, '/', { accept: 'text/html' })).status).toBe(200);
    } finally {
      await app.connections.drain();
      await app.close();
    }
  });
});
