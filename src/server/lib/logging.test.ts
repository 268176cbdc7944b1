import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../tests/support/app.ts';

const lines: string[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ log: { level: 'info', stream: { write: (line) => lines.push(line) } } });
});
afterAll(() => app.close());

const logged = () => lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((entry) => (entry.req ? [entry.req.url] : []));

describe('request logs', () => {
  it('keep no token of an email verification link', async () => {
    await app.inject('/email/verify/5/verification-secret?expires=1999999999&signature=signature-secret');
    expect(lines.join('\n')).not.toMatch(/verification-secret|signature-secret/);
    expect(logged()).toContain('/email/verify/5/[redacted]?[redacted]');
  });

  it('keep no token of a password reset link', async () => {
    await app.inject('/?password-reset=reset-secret&email=someone%40example.test');
    expect(lines.join('\n')).not.toMatch(/reset-secret|someone/);
    expect(logged()).toContain('/?[redacted]');
  });

  it('keep other addresses whole', async () => {
    await app.inject('/new?page=2');
    expect(logged()).toContain('/new?page=2');
  });
});
