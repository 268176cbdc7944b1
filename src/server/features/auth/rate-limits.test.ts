import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { guestHeaders } from '../../../../tests/support/session.ts';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore, type RateLimitStore } from '../../lib/rate-limit.ts';

const storeKinds: [string, () => RateLimitStore][] = [['memory', () => new MemoryRateLimitStore()]];
if (process.env.REDIS_URL) {
  storeKinds.push(['redis', () => new RedisRateLimitStore(new Redis(process.env.REDIS_URL!), `pero-test:${randomBytes(4).toString('hex')}:`)]);
}

describe.each(storeKinds)('RateLimiter on the %s store', (_, makeStore) => {
  it('limits hits past max within the window and says when to retry', async () => {
    const limiter = new RateLimiter(makeStore());
    const rule = { max: 3, windowMs: 60_000 };
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.hit('k', rule));
    expect(verdicts.map((v) => v.limited)).toEqual([false, false, false, true]);
    expect(verdicts[3]!.retryAfter).toBeGreaterThan(55);
    expect(verdicts[3]!.retryAfter).toBeLessThanOrEqual(60);
    expect((await limiter.hit('other', rule)).limited).toBe(false);
    await limiter.close();
  });

  it('checks without counting, and forgets a key on reset', async () => {
    const limiter = new RateLimiter(makeStore());
    const rule = { max: 2, windowMs: 60_000 };
    expect((await limiter.check('k', rule)).limited).toBe(false);
    await limiter.hit('k', rule);
    await limiter.hit('k', rule);
    expect((await limiter.check('k', rule)).limited).toBe(true);
    await limiter.reset('k');
    expect((await limiter.check('k', rule)).limited).toBe(false);
    await limiter.close();
  });

  it('starts a new window once the old one ends', async () => {
    const limiter = new RateLimiter(makeStore());
    const rule = { max: 1, windowMs: 50 };
    await limiter.hit('k', rule);
    expect((await limiter.hit('k', rule)).limited).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await limiter.hit('k', rule)).limited).toBe(false);
    await limiter.close();
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
    expect(typeof res.json().message).toBe('string');
  }

  it('login: 10 a minute from one address', async () => {
    const from = ip();
    for (let i = 0; i < 10; i++) expect((await post('/login', { email: email(), password: 'whatever-it-is' }, from)).statusCode).toBe(422);
    const res = await post('/login', { email: email(), password: 'whatever-it-is' }, from);
    expectLimited(res, 60);
    expect(res.json()).toEqual({ message: 'Слишком много запросов, попробуйте позже' });
    expect((await post('/login', { email: email(), password: 'whatever-it-is' })).statusCode).toBe(422);
  });

  it('login: 5 failures for one account start a cool-down, even for the right password from elsewhere', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 5; i++) expect((await post('/login', { email: user.email, password: 'wrong-password' })).statusCode).toBe(422);
    const res = await post('/login', { email: user.email.toUpperCase(), password: user.password });
    expectLimited(res, 15 * 60);
    expect(res.json().message).toBe('Слишком много неудачных попыток входа. Попробуйте снова через 15 мин.');
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
