import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { errorAnswer } from '../../../../tests/support/errors.ts';
import { cookieValue, postJson, RELAXED_AUTH_LIMITS, setCookies } from '../../../../tests/support/auth.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { cookiesFrom, guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { users } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: RELAXED_AUTH_LIMITS });
});
afterAll(() => app.close());

const STALE = errorAnswer('auth.errors.csrf');

describe('the XSRF-TOKEN cookie', () => {
  it('is given to a visitor who has none: readable by scripts, SameSite=Lax, whole site', async () => {
    const res = await app.inject({ url: '/popular', headers: { accept: 'text/html' } });
    const cookie = setCookies(res).get('XSRF-TOKEN')!;
    expect(cookieValue(cookie)).toMatch(/^[\w-]{24}\.[\w-]{43}$/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/);
  });

  it('is kept when the visitor has one, and never set on static files', async () => {
    const res = await app.inject({ url: '/popular', headers: { cookie: guestHeaders().cookie } });
    expect(setCookies(res).has('XSRF-TOKEN')).toBe(false);
    const asset = await app.inject({ url: '/uploads/missing.png' });
    expect(setCookies(asset).has('XSRF-TOKEN')).toBe(false);
  });
});

describe('state-changing requests', () => {
  it('answer 419 without the header, and hand out a token to retry with', async () => {
    const res = await app.inject({ method: 'POST', url: '/login', payload: { email: 'a@example.test', password: 'x' } });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual(STALE);
    expect(setCookies(res).has('XSRF-TOKEN')).toBe(true);
  });

  it('answer 419 when the header does not match the cookie', async () => {
    const res = await postJson(app, '/login', { email: 'a@example.test', password: 'x' }, { cookie: 'XSRF-TOKEN=one-token', 'x-xsrf-token': 'another-token' });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual(STALE);
  });

  it('answer 419 to a pair the server did not sign, even when cookie and header match', async () => {
    const res = await postJson(app, '/login', { email: 'a@example.test', password: 'x' }, { cookie: 'XSRF-TOKEN=made-up', 'x-xsrf-token': 'made-up' });
    expect(res.statusCode).toBe(419);
  });

  it('answer 419 to a token of another session, and hand out one for this session', async () => {
    const user = await createUser(app);
    const mine = await sessionHeaders(app, user.id);
    const other = await sessionHeaders(app, user.id);
    const session = mine.cookie.split('; ')[0]!;
    const res = await app.inject({ method: 'POST', url: '/logout', headers: { ...other, cookie: `${session}; XSRF-TOKEN=${other['x-xsrf-token']}` } });
    expect(res.statusCode).toBe(419);
    const fresh = cookieValue(setCookies(res).get('XSRF-TOKEN'))!;
    const retried = await app.inject({ method: 'POST', url: '/logout', headers: { cookie: `${session}; XSRF-TOKEN=${fresh}`, 'x-xsrf-token': fresh } });
    expect(retried.statusCode).toBe(200);
  });

  it('answer 419 to a guest token once signed in: signing in hands out a token for the new session', async () => {
    const user = await createUser(app);
    const guest = guestHeaders();
    const signIn = await postJson(app, '/login', { email: user.email, password: user.password }, guest);
    const session = cookiesFrom(signIn.headers['set-cookie']);
    expect(session).toMatch(/XSRF-TOKEN=/);
    const stale = await app.inject({ method: 'POST', url: '/logout', headers: { cookie: `${session.replace(/XSRF-TOKEN=[^;]+/, guest.cookie)}`, 'x-xsrf-token': guest['x-xsrf-token'] } });
    expect(stale.statusCode).toBe(419);
    const token = cookieValue(setCookies(signIn).get('XSRF-TOKEN'))!;
    const fresh = await app.inject({ method: 'POST', url: '/logout', headers: { cookie: session, 'x-xsrf-token': token } });
    expect(fresh.statusCode).toBe(200);
  });

  it('answer 419 to a header without a cookie', async () => {
    const res = await postJson(app, '/logout', {}, { 'x-xsrf-token': 'guess' });
    expect(res.statusCode).toBe(419);
  });

  it('apply to every state-changing method, not only POST', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await app.inject({ method, url: '/logout' })).statusCode).toBe(419);
    }
  });

  it('go through with a matching pair', async () => {
    const user = await createUser(app);
    const res = await postJson(app, '/login', { email: user.email, password: user.password }, guestHeaders());
    expect(res.statusCode).toBe(200);
  });

  it('answer in English to a signed-in English reader', async () => {
    const user = await createUser(app);
    await app.db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    const headers = await sessionHeaders(app, user.id);
    const res = await app.inject({ method: 'POST', url: '/logout', headers: { cookie: headers.cookie } });
    expect(res.json()).toEqual(errorAnswer('auth.errors.csrf', {}, 'en'));
  });
});
