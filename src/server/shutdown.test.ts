/**
 * A stop under keep-alive load: clients busy on kept-alive sockets get their answers, learn
 * from `Connection: close` to leave, and then find the port closed. None meets a reset.
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
    const http1 = trackConnections(app.server);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const outcome: Outcome = { statuses: [], closing: 0, errors: [] };

    let stopped: Promise<void> | null = null;
    const stop = async () => {
      await http1.drain();
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
