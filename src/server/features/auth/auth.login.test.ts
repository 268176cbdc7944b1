import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp, TEST_ASSET_VERSION } from '../../../../tests/support/app.ts';
import { cookieValue, pageProps, postJson, RELAXED_AUTH_LIMITS, setCookies } from '../../../../tests/support/auth.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { invalidAnswer } from '../../../../tests/support/errors.ts';
import { csrfPair, guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken, SESSION_COOKIE } from '../../kernel/sessions.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: RELAXED_AUTH_LIMITS });
});
afterAll(() => app.close());

const INCORRECT = invalidAnswer({ email: 'auth.errors.credentials' });

/** Signs in through /login and returns the session token from the cookie. */
async function signIn(email: string, password: string, headers = guestHeaders()) {
  const res = await postJson(app, '/login', { email, password }, headers);
  expect(res.json()).toEqual({ status: 'success' });
  return { res, token: cookieValue(setCookies(res).get(SESSION_COOKIE))! };
}

describe('POST /login', () => {
  it('gives a wrong password and an unknown address the same answer', async () => {
    const user = await createUser(app);
    const wrongPassword = await postJson(app, '/login', { email: user.email, password: 'not-the-password' });
    const unknownEmail = await postJson(app, '/login', { email: `nobody-${user.id}@example.test`, password: user.password });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(INCORRECT);
      expect(setCookies(res).has(SESSION_COOKIE)).toBe(false);
    }
  });

  it('checks an unknown address against a hash of the same cost as a real one, so both take as long', async () => {
    const user = await createUser(app);
    const verify = vi.spyOn(argon2, 'verify');
    try {
      await postJson(app, '/login', { email: user.email, password: 'not-the-password' });
      await postJson(app, '/login', { email: 'ghost@example.test', password: 'not-the-password' });
      // The cost is the m=…,p=…,t=… part of the stored hash; without the dummy hash the unknown case verifies nothing.
      const costs = verify.mock.calls.map(([hash]) => hash.split('$')[3]);
      expect(costs).toHaveLength(2);
      expect(costs[1]).toBe(costs[0]);
    } finally {
      verify.mockRestore();
    }
  });

  it('answers an unverified account with the status and its address, and starts no session', async () => {
    const user = await createUser(app, { verified: false });
    const res = await postJson(app, '/login', { email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'email verification need', email: user.email });
    expect(setCookies(res).has(SESSION_COOKIE)).toBe(false);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('starts a 30-day HttpOnly SameSite=Lax session that pages see as auth.user', async () => {
    const user = await createUser(app);
    const { res, token } = await signIn(` ${user.email.toUpperCase()} `, user.password);
    const cookie = setCookies(res).get(SESSION_COOKIE)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);

    const props = await pageProps(app, `${SESSION_COOKIE}=${token}`);
    expect(props.auth.user).toMatchObject({ id: user.id, name: user.name, slug: user.slug });
  });

  it('rotates the session: the one this browser had before is revoked', async () => {
    const user = await createUser(app);
    const before = await sessionHeaders(app, user.id);
    const oldToken = before.cookie.match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))![1]!;

    const { token } = await signIn(user.email, user.password, before);
    expect(token).not.toBe(oldToken);
    const hashes = (await app.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, user.id))).map((row) => row.tokenHash);
    expect(hashes).toEqual([hashToken(token)]);
    expect((await pageProps(app, `${SESSION_COOKIE}=${oldToken}`)).auth.user).toBeNull();
  });

  it('refuses a missing password and an overlong one by schema', async () => {
    const missing = await postJson(app, '/login', { email: 'a@example.test' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: ['Заполните поле'] });
    const long = await postJson(app, '/login', { email: 'a@example.test', password: 'x'.repeat(129) });
    expect(long.json().errors).toEqual({ password: ['Не длиннее 128 символов'] });
  });
});

describe('secure cookies behind https', () => {
  let secure: FastifyInstance;
  beforeAll(async () => {
    secure = await buildTestApp({ config: { appUrl: 'https://pero.example' }, rateLimits: RELAXED_AUTH_LIMITS });
  });
  afterAll(() => secure.close());

  it('marks the session cookie Secure when APP_URL is https', async () => {
    const user = await createUser(secure);
    const res = await postJson(secure, '/login', { email: user.email, password: user.password });
    expect(setCookies(res).get(SESSION_COOKIE)).toMatch(/; Secure/);
  });
});

describe('POST /logout', () => {
  it('ends the session and clears the cookie', async () => {
    const user = await createUser(app);
    const { token } = await signIn(user.email, user.password);
    const pair = csrfPair(token);
    const res = await postJson(app, '/logout', {}, { ...pair, cookie: `${pair.cookie}; ${SESSION_COOKIE}=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect(setCookies(res).get(SESSION_COOKIE)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await pageProps(app, `${SESSION_COOKIE}=${token}`)).auth.user).toBeNull();
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('redirects an Inertia visit to / with 303', async () => {
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    const res = await app.inject({ method: 'POST', url: '/logout', headers: { ...headers, 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('accepts a POST with no body at all', async () => {
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    const res = await app.inject({ method: 'POST', url: '/logout', headers: { ...headers, accept: 'application/json' } });
    expect(res.statusCode).toBe(200);
  });
});
