import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp, TEST_ASSET_VERSION } from '../../../../tests/support/app.ts';
import { postJson, RELAXED_AUTH_LIMITS } from '../../../../tests/support/auth.ts';
import { createUser, TEST_PASSWORD } from '../../../../tests/support/factories.ts';
import { lastMailTo, linkIn, readMailDir } from '../../../../tests/support/mail.ts';
import { settle } from '../../../../tests/support/events.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { sessions, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: RELAXED_AUTH_LIMITS });
});
afterAll(() => app.close());

const NEW_PASSWORD = 'Тихий Дон 1940';

async function emailOf(userId: number) {
  const [row] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

async function mainPage(headers: Record<string, string>) {
  const res = await app.inject({ url: '/settings/main', headers: { cookie: headers.cookie!, 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
  return res;
}

describe('POST /settings/profile/email/send-reset-link', () => {
  it('sends a link to the new address; the address changes only when the link is opened, and the old one is told', async () => {
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    const newEmail = `new-${user.id}@example.test`;
    const res = await postJson(app, '/settings/profile/email/send-reset-link', { email: ` ${newEmail.toUpperCase()} ` }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('sent');
    await settle(app);
    expect(await emailOf(user.id)).toBe(user.email);

    const page = await mainPage(headers);
    expect(page.json().component).toBe('User/Settings/Main');
    expect(page.json().props.settings).toEqual({ email: user.email, email_verified: true, pending_email: newEmail, oauth_providers: [], has_password: true });

    const mail = await lastMailTo(app.config.dataDir, newEmail);
    expect(mail.subject).toBe('Подтвердите новый email на сайте «Перо»');
    const link = linkIn(mail, `${app.config.appUrl}/settings/email/confirm/`);
    const opened = await app.inject({ url: link.slice(app.config.appUrl.length) });
    expect(opened.statusCode).toBe(302);
    expect(await emailOf(user.id)).toBe(newEmail);

    await settle(app);
    const notice = await lastMailTo(app.config.dataDir, user.email);
    expect(notice.subject).toBe('Email аккаунта на сайте «Перо» изменён');

    // The link is spent; the old address no longer signs in, the new one does.
    expect((await app.inject({ url: link.slice(app.config.appUrl.length) })).statusCode).toBe(302);
    expect(await emailOf(user.id)).toBe(newEmail);
    expect((await postJson(app, '/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(422);
    expect((await postJson(app, '/login', { email: newEmail, password: TEST_PASSWORD })).json()).toEqual({ status: 'success' });
  });

  it('refuses a malformed, unchanged or taken address with 422', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    const send = (email: string) => postJson(app, '/settings/profile/email/send-reset-link', { email }, headers);
    expect((await send('nope')).json().errors).toEqual({ email: ['Введите корректный email'] });
    expect((await send(user.email)).json().errors).toEqual({ email: ['Это и так ваш email'] });
    expect((await send(other.email)).json().errors).toEqual({ email: ['Этот email уже зарегистрирован'] });
  });

  it('refuses the change when the address was taken after the request', async () => {
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    const wanted = `race-${user.id}@example.test`;
    await postJson(app, '/settings/profile/email/send-reset-link', { email: wanted }, headers);
    await settle(app);
    const link = linkIn(await lastMailTo(app.config.dataDir, wanted), `${app.config.appUrl}/settings/email/confirm/`);
    await createUser(app, { email: wanted });
    await app.inject({ url: link.slice(app.config.appUrl.length) });
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('is for signed-in members only, and limits the letters', async () => {
    expect((await postJson(app, '/settings/profile/email/send-reset-link', { email: 'a@example.test' }, guestHeaders())).statusCode).toBe(401);
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await postJson(app, '/settings/profile/email/send-reset-link', { email: `l${i}-${user.id}@example.test` }, headers)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    await settle(app);
  });
});

describe('POST /settings/password/update', () => {
  const change = (headers: Record<string, string>, body: object) => postJson(app, '/settings/password/update', body, headers);

  it('needs the current password, then ends every other session and keeps this one', async () => {
    const user = await createUser(app);
    const here = await sessionHeaders(app, user.id);
    const elsewhere = await sessionHeaders(app, user.id);
    const lettersTo = async () => (await readMailDir(app.config.dataDir)).filter((mail) => mail.to.includes(user.email)).length;
    const before = await lettersTo();

    const wrong = await change(here, { current_password: 'not-it-at-all', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['Неверный текущий пароль'] });

    const res = await change(here, { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.json()).toEqual({ status: 'success', message: 'Пароль изменён. Другие сеансы завершены.' });
    expect((await mainPage(here)).statusCode).toBe(200);
    const other = await app.inject({ url: '/settings/main', headers: { cookie: elsewhere.cookie, accept: 'application/json' } });
    expect(other.statusCode).toBe(401);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    expect((await postJson(app, '/login', { email: user.email, password: NEW_PASSWORD })).json()).toEqual({ status: 'success' });
    await settle(app);
    expect(await lettersTo()).toBe(before + 1);
    expect((await lastMailTo(app.config.dataDir, user.email)).subject).toBe('Пароль на сайте «Перо» изменён');
  });

  it('names each problem of the new password', async () => {
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    const res = await change(headers, { current_password: TEST_PASSWORD, password: 'short', password_confirmation: 'other' });
    expect(Object.keys(res.json().errors).sort()).toEqual(['password', 'password_confirmation']);
    const same = await change(headers, { current_password: TEST_PASSWORD, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD });
    expect(same.json().errors).toEqual({ password: ['Новый пароль совпадает с текущим'] });
    expect((await change(guestHeaders(), { current_password: 'a', password: 'b', password_confirmation: 'b' })).statusCode).toBe(401);
  });
});

describe('GET /settings/main', () => {
  it('sends guests to sign in', async () => {
    const res = await app.inject({ url: '/settings/main' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?login');
  });
});
