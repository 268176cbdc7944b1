import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { invalidAnswer } from '../../../../tests/support/errors.ts';
import { cookieValue, pageProps, postJson, RELAXED_AUTH_LIMITS, setCookies } from '../../../../tests/support/auth.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { lastMailTo, linkIn, readMailDir } from '../../../../tests/support/mail.ts';
import { settle } from '../../../../tests/support/events.ts';
import { users } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../../kernel/sessions.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: RELAXED_AUTH_LIMITS });
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

let counter = 0;
const PASSWORD = 'Сосновый бор 2024';

/** Registers through the API and returns the address and the verification link of the letter. */
async function registered() {
  const email = `verify-${Date.now()}-${counter++}@example.test`;
  const res = await postJson(app, '/register', { name: 'Лев Толстой', email, password: PASSWORD });
  expect(res.json()).toEqual({ status: 'verification sent', email });
  await settle(app);
  const link = linkIn(await lastMailTo(app.config.dataDir, email), `${app.config.appUrl}/email/verify/`);
  return { email, link, path: link.slice(app.config.appUrl.length) };
}

async function isVerified(email: string) {
  const [row] = await app.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.email, email));
  return row!.at !== null;
}

/** Follows a link and then loads the page it redirects to, as a browser would. */
async function follow(path: string) {
  const res = await app.inject({ url: path, headers: { accept: 'text/html' } });
  const cookies = setCookies(res);
  const session = cookieValue(cookies.get(SESSION_COOKIE));
  const alert = cookieValue(cookies.get('pero_alert'));
  const cookie = [session && `${SESSION_COOKIE}=${session}`, alert && `pero_alert=${alert}`].filter(Boolean).join('; ');
  const page = await pageProps(app, cookie);
  return { res, session, page };
}

describe('the verification link', () => {
  it('confirms the address, signs in and lands on / with a success alert', async () => {
    const { email, path } = await registered();
    expect(await isVerified(email)).toBe(false);
    const { res, session, page } = await follow(path);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(session).toBeTruthy();
    expect(page.alert).toEqual({ type: 'success', message: 'Email подтверждён. Добро пожаловать!' });
    expect(page.auth.user).toMatchObject({ name: 'Лев Толстой' });
    expect(await isVerified(email)).toBe(true);

    const login = await postJson(app, '/login', { email, password: PASSWORD });
    expect(login.json()).toEqual({ status: 'success' });
  });

  it('shows the alert once: the page that carries it clears it', async () => {
    const { path } = await registered();
    const res = await app.inject({ url: path });
    const alert = cookieValue(setCookies(res).get('pero_alert'))!;
    const page = await app.inject({ url: '/popular', headers: { cookie: `pero_alert=${alert}`, accept: 'text/html' } });
    expect(page.body).toContain('Email подтверждён');
    expect(setCookies(page).get('pero_alert')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it('works only once', async () => {
    const { path } = await registered();
    expect((await follow(path)).session).toBeTruthy();
    const again = await follow(path);
    expect(again.session).toBeUndefined();
    expect(again.page.alert).toEqual({ type: 'error', message: 'Ссылка для подтверждения email недействительна или устарела' });
  });

  it('is refused after 24 hours', async () => {
    const { email, path } = await registered();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    const { session, page } = await follow(path);
    expect(session).toBeUndefined();
    expect(page.alert).toMatchObject({ type: 'error' });
    expect(await isVerified(email)).toBe(false);
  });

  it.each([
    ['another token', (path: string) => path.replace(/\/([\w-]+)\?/, '/AAAA$1?')],
    ['another user id', (path: string) => path.replace(/\/verify\/(\d+)\//, (_, id) => `/verify/${Number(id) + 1}/`)],
    ['a later expiry', (path: string) => path.replace(/expires=(\d+)/, (_, e) => `expires=${Number(e) + 86_400}`)],
    ['a forged signature', (path: string) => path.replace(/signature=[\w-]+/, 'signature=forged')],
    ['no signature', (path: string) => path.replace(/&signature=[\w-]+/, '')],
  ])('is refused with %s', async (_, tamper) => {
    const { email, path } = await registered();
    const { session, page } = await follow(tamper(path));
    expect(session).toBeUndefined();
    expect(page.alert).toMatchObject({ type: 'error' });
    expect(await isVerified(email)).toBe(false);
    // The untouched link still works: tampering spent nothing.
    expect((await follow(path)).session).toBeTruthy();
  });
});

describe('POST /email/resend', () => {
  it('sends a new letter whose link works, and the old link stops working', async () => {
    const { email, path: oldPath } = await registered();
    const before = (await readMailDir(app.config.dataDir)).length;
    const res = await postJson(app, '/email/resend', { email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'sent', message: 'Письмо отправлено на почту' });
    await settle(app);
    expect((await readMailDir(app.config.dataDir)).length).toBe(before + 1);

    const newLink = linkIn(await lastMailTo(app.config.dataDir, email), `${app.config.appUrl}/email/verify/`);
    expect((await follow(oldPath)).session).toBeUndefined();
    expect((await follow(newLink.slice(app.config.appUrl.length))).session).toBeTruthy();
  });

  it('answers wrong credentials like login does', async () => {
    const { email } = await registered();
    for (const body of [{ email, password: 'wrong-password' }, { email: 'ghost@example.test', password: PASSWORD }]) {
      const res = await postJson(app, '/email/resend', body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(invalidAnswer({ email: 'auth.errors.credentials' }));
    }
  });

  it('refuses an address that is already confirmed', async () => {
    const user = await createUser(app);
    const res = await postJson(app, '/email/resend', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Email уже подтверждён, просто войдите'] });
  });

  it('writes in English to an account whose language is English', async () => {
    const user = await createUser(app, { verified: false });
    await app.db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    expect((await postJson(app, '/email/resend', { email: user.email, password: user.password })).statusCode).toBe(200);
    await settle(app);
    const mail = await lastMailTo(app.config.dataDir, user.email);
    expect(mail.subject).toBe('Confirm your email on Перо');
    expect(mail.text).toContain(`Hello, ${user.name}!`);
    expect(mail.text).toContain('The link is valid for 24 hours.');
    expect(mail.html).toContain('Confirm email');
  });
});
