import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { pageProps, postJson, RELAXED_AUTH_LIMITS, setCookies } from '../../../../tests/support/auth.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { lastMailTo, linkIn, readMailDir } from '../../../../tests/support/mail.ts';
import { settle } from '../../../../tests/support/events.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../../kernel/sessions.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: RELAXED_AUTH_LIMITS });
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const NEW_PASSWORD = 'Тихий Дон 1940';
const SENT = { status: 'sent', message: 'Если такой email зарегистрирован, мы отправили на него ссылку для сброса пароля' };
const INVALID_LINK = { email: ['Ссылка для сброса пароля недействительна или устарела'] };

/** Asks for a reset and reads token and email out of the letter's link. */
async function requestReset(user: TestUser) {
  const res = await postJson(app, '/password/email', { email: user.email });
  expect(res.json()).toEqual(SENT);
  await settle(app);
  const link = new URL(linkIn(await lastMailTo(app.config.dataDir, user.email), `${app.config.appUrl}/?password-reset=`));
  return { token: link.searchParams.get('password-reset')!, email: link.searchParams.get('email')! };
}

const reset = (fields: { token: string; email: string }, password = NEW_PASSWORD, confirmation = password, headers?: Record<string, string>) =>
  postJson(app, '/password/reset', { ...fields, password, password_confirmation: confirmation }, headers);

describe('POST /password/email', () => {
  it('answers before the letter goes out: the letter is a queued job, whoever asks', async () => {
    const user = await createUser(app);
    const before = (await readMailDir(app.config.dataDir)).length;
    expect((await postJson(app, '/password/email', { email: user.email })).json()).toEqual(SENT);
    expect((await readMailDir(app.config.dataDir)).length).toBe(before);
    await settle(app);
    expect((await readMailDir(app.config.dataDir)).length).toBe(before + 1);
  });

  it('sends a letter with a link that opens the site on the reset form', async () => {
    const user = await createUser(app);
    const { token, email } = await requestReset(user);
    expect(email).toBe(user.email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const mail = await lastMailTo(app.config.dataDir, user.email);
    expect(mail.subject).toBe('Сброс пароля на сайте «Перо»');
    expect(mail.text).toContain('Ссылка действует 60 минут.');
    expect(mail.html).toContain(`/?password-reset=${token}&amp;email=`);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const before = (await readMailDir(app.config.dataDir)).length;
    const res = await postJson(app, '/password/email', { email: 'nobody-here@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    await settle(app);
    expect((await readMailDir(app.config.dataDir)).length).toBe(before);
  });

  it('names an invalid or missing address', async () => {
    expect((await postJson(app, '/password/email', { email: 'nope' })).json().errors).toEqual({ email: ['Введите корректный email'] });
    expect((await postJson(app, '/password/email', {})).json().errors).toEqual({ email: ['Заполните поле'] });
  });
});

describe('POST /password/reset', () => {
  it('sets the new password, ends every session of the account and confirms the address', async () => {
    const user = await createUser(app, { verified: false });
    const elsewhere = await sessionHeaders(app, user.id);
    const here = await sessionHeaders(app, user.id);
    const fields = await requestReset(user);

    const res = await reset(fields, NEW_PASSWORD, NEW_PASSWORD, here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'Пароль изменён' });
    expect(setCookies(res).get(SESSION_COOKIE)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await pageProps(app, elsewhere.cookie)).auth.user).toBeNull();

    expect((await postJson(app, '/login', { email: user.email, password: user.password })).statusCode).toBe(422);
    expect((await postJson(app, '/login', { email: user.email, password: NEW_PASSWORD })).json()).toEqual({ status: 'success' });
    const [row] = await app.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id));
    expect(row!.at).not.toBeNull();
  });

  it('refuses a link used once already', async () => {
    const user = await createUser(app);
    const fields = await requestReset(user);
    expect((await reset(fields)).statusCode).toBe(200);
    const again = await reset(fields, 'Другой пароль 2');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual(INVALID_LINK);
  });

  it('refuses a link after 60 minutes', async () => {
    const user = await createUser(app);
    const fields = await requestReset(user);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    const res = await reset(fields);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(INVALID_LINK);
  });

  it('refuses a token with another address or a made-up token', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const fields = await requestReset(user);
    expect((await reset({ ...fields, email: other.email })).json().errors).toEqual(INVALID_LINK);
    expect((await reset({ ...fields, token: 'made-up-token' })).json().errors).toEqual(INVALID_LINK);
    // Neither attempt spent the real link.
    expect((await reset(fields)).statusCode).toBe(200);
  });

  it('only the newest link works', async () => {
    const user = await createUser(app);
    const first = await requestReset(user);
    const second = await requestReset(user);
    expect((await reset(first)).json().errors).toEqual(INVALID_LINK);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('applies the password rules and checks the confirmation, keeping the link usable', async () => {
    const user = await createUser(app);
    const fields = await requestReset(user);
    expect((await reset(fields, 'short')).json().errors).toEqual({ password: ['Пароль должен быть не короче 8 символов'] });
    expect((await reset(fields, user.email)).json().errors).toEqual({ password: ['Пароль не должен совпадать с email'] });
    expect((await reset(fields, NEW_PASSWORD, NEW_PASSWORD + '!')).json().errors).toEqual({ password_confirmation: ['Пароли не совпадают'] });
    expect((await reset(fields)).statusCode).toBe(200);
  });

  it('names missing fields', async () => {
    const res = await postJson(app, '/password/reset', {});
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password', 'password_confirmation', 'token']);
  });
});
