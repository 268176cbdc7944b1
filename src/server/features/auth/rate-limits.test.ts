import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { guestHeaders } from '../../../../tests/support/session.ts';
import { errorAnswer } from '../../../../tests/support/errors.ts';
import { FallbackFailureStore, MemoryFailureStore, RedisFailureStore, type FailureStore } from './login-failures.ts';

const storeKinds: [string, () => FailureStore][] = [['memory', () => new MemoryFailureStore()]];
if (process.env.REDIS_URL) {
  const clients: Redis[] = [];
  afterAll(() => Promise.all(clients.map((client) => client.quit())));
  storeKinds.push([
    'redis',
    () => {
      const client = new Redis(process.env.REDIS_URL!);
      clients.push(client);
      return new RedisFailureStore(client, `pero-test:${randomBytes(4).toString('hex')}:`);
    },
  ]);
}

const unreachable: FailureStore = {
  add: () => Promise.reject(new Error('down')),
  peek: () => Promise.reject(new Error('down')),
  clear: () => Promise.reject(new Error('down')),
  close: async () => undefined,
};

describe('failed sign-ins while the shared store is unreachable', () => {
  it('are counted in this process, so the cool-down still comes', async () => {
    const store = new FallbackFailureStore(unreachable, new MemoryFailureStore());
    for (let i = 0; i < 3; i++) await store.add('k', 60_000);
    expect((await store.peek('k')).count).toBe(3);
    await store.clear('k');
    expect((await store.peek('k')).count).toBe(0);
  });

  it('keep counting what the outage counted once the shared store answers again', async () => {
    const shared = new MemoryFailureStore();
    let down = true;
    const flaky: FailureStore = {
      add: (key, windowMs) => (down ? unreachable.add(key, windowMs) : shared.add(key, windowMs)),
      peek: (key) => (down ? unreachable.peek(key) : shared.peek(key)),
      clear: (key) => (down ? unreachable.clear(key) : shared.clear(key)),
      close: async () => undefined,
    };
    const store = new FallbackFailureStore(flaky, new MemoryFailureStore());
    for (let i = 0; i < 4; i++) await store.add('k', 60_000);
    down = false;
    await store.add('k', 60_000);
    expect((await store.peek('k')).count).toBe(4);
  });
});

describe.each(storeKinds)('failed sign-ins on the %s store', (_, makeStore) => {
  it('counts failures per key within a window and says when it ends', async () => {
    const store = makeStore();
    for (let i = 0; i < 3; i++) await store.add('k', 60_000);
    const window = await store.peek('k');
    expect(window.count).toBe(3);
    expect(window.resetInMs).toBeGreaterThan(55_000);
    expect(window.resetInMs).toBeLessThanOrEqual(60_000);
    expect(await store.peek('other')).toEqual({ count: 0, resetInMs: 0 });
    await store.close();
  });

  it('forgets a key when cleared', async () => {
    const store = makeStore();
    await store.add('k', 60_000);
    await store.clear('k');
    expect((await store.peek('k')).count).toBe(0);
    await store.close();
  });
});

describe('limits on the account calls (the real numbers)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  // Random addresses keep runs apart when the counters live in a shared Redis.
  const ip = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
  const email = () => `limits-${randomBytes(6).toString('hex')}@example.test`;
  const post = (url: string, payload: object, remoteAddress = ip()) =>
    app.inject({ method: 'POST', url, payload, remoteAddress, headers: { accept: 'application/json', ...guestHeaders() } });

  function expectLimited(res: Awaited<ReturnType<typeof post>>, maxSeconds: number) {
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
    expect(res.json().message).toEqual(expect.any(String));
  }

  it('login: 10 a minute from one address', async () => {
    const from = ip();
    for (let i = 0; i < 10; i++) expect((await post('/login', { email: email(), password: 'whatever-it-is' }, from)).statusCode).toBe(422);
    const res = await post('/login', { email: email(), password: 'whatever-it-is' }, from);
    expectLimited(res, 60);
    expect(res.json()).toEqual(errorAnswer('errors.tooManyRequests'));
    expect((await post('/login', { email: email(), password: 'whatever-it-is' })).statusCode).toBe(422);
  });

  it('login: 5 failures for one account start a cool-down, even for the right password from elsewhere', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 5; i++) expect((await post('/login', { email: user.email, password: 'wrong-password' })).statusCode).toBe(422);
    const res = await post('/login', { email: user.email.toUpperCase(), password: user.password });
    expectLimited(res, 15 * 60);
    expect(res.json()).toEqual(errorAnswer('auth.errors.loginCooldown', { minutes: 15 }));
    const other = await createUser(app);
    expect((await post('/login', { email: other.email, password: other.password })).statusCode).toBe(200);
  });

  it('login: a success clears the failures counted so far', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 4; i++) await post('/login', { email: user.email, password: 'wrong-password' });
    expect((await post('/login', { email: user.email, password: user.password })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await post('/login', { email: user.email, password: 'wrong-password' });
    expect((await post('/login', { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('registration: 5 an hour from one address', async () => {
    const from = ip();
    for (let i = 0; i < 5; i++) {
      expect((await post('/register', { name: 'Спамер', email: email(), password: 'Длинный пароль 1' }, from)).statusCode).toBe(200);
    }
    expectLimited(await post('/register', { name: 'Спамер', email: email(), password: 'Длинный пароль 1' }, from), 60 * 60);
  });

  it('password reset mail: 5 per half hour for one address, whoever asks', async () => {
    const target = email();
    for (let i = 0; i < 5; i++) expect((await post('/password/email', { email: target })).statusCode).toBe(200);
    expectLimited(await post('/password/email', { email: target.toUpperCase() }), 30 * 60);
    expect((await post('/password/email', { email: email() })).statusCode).toBe(200);
  });

  it('verification mail: 5 per half hour for one address', async () => {
    const user = await createUser(app, { verified: false });
    for (let i = 0; i < 5; i++) expect((await post('/email/resend', { email: user.email, password: user.password })).statusCode).toBe(200);
    expectLimited(await post('/email/resend', { email: user.email, password: user.password }), 30 * 60);
  });
});
