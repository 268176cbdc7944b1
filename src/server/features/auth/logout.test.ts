import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp, TEST_ASSET_VERSION } from '../../../../tests/support/app.ts';
import { pageProps } from '../../../../tests/support/auth.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { users } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The session cookie alone, as a browser following a link or posting a form sends it with its XSRF cookie. */
async function signedIn(language: 'ru' | 'en' = 'ru') {
  const user = await createUser(app);
  await app.db.update(users).set({ language }).where(eq(users.id, user.id));
  const headers = await sessionHeaders(app, user.id);
  return { user, cookie: headers.cookie };
}

function postForm(cookie: string, token: string) {
  return app.inject({
    method: 'POST',
    url: '/logout',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams({ _token: token }).toString(),
  });
}

describe('GET /logout', () => {
  it('asks before signing out, with a form that posts the token, and keeps the session', async () => {
    const { cookie } = await signedIn();
    const res = await app.inject({ url: '/logout', headers: { cookie, accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Выйти из аккаунта на этом устройстве?');
    expect(res.body).toMatch(/<form[^>]*action="\/logout" method="post"><input type="hidden" name="_token" value="[\w-]+\.[\w-]+"/);
    expect((await pageProps(app, cookie)).auth.user).not.toBeNull();
  });

  it('speaks English to an English reader', async () => {
    const { cookie } = await signedIn('en');
    const res = await app.inject({ url: '/logout', headers: { cookie, 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
    expect(res.json().props.meta.title).toContain('Sign out');
  });

  it('sends a guest home', async () => {
    const res = await app.inject({ url: '/logout' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
  });
});

describe('POST /logout from a form', () => {
  it('signs out with the page’s token and goes home', async () => {
    const { cookie } = await signedIn();
    const page = await app.inject({ url: '/logout', headers: { cookie, 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
    const res = await postForm(cookie, page.json().props.csrf_token);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect((await pageProps(app, cookie)).auth.user).toBeNull();
  });

  it('answers 419 to a form without this session’s token, and keeps the session', async () => {
    const { cookie } = await signedIn();
    const other = await signedIn();
    const otherToken = other.cookie.match(/XSRF-TOKEN=([^;]+)/)![1]!;
    expect((await postForm(cookie, otherToken)).statusCode).toBe(419);
    expect((await postForm(cookie, '')).statusCode).toBe(419);
    expect((await pageProps(app, cookie)).auth.user).not.toBeNull();
  });
});
