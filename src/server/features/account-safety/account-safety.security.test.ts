import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { buildTestApp, TEST_ASSET_VERSION } from '../../../../tests/support/app.ts';
import { cookieValue, postJson, RELAXED_AUTH_LIMITS, setCookies } from '../../../../tests/support/auth.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../../../tests/support/factories.ts';
import { csrfPair, guestHeaders, sessionHeaders, type SessionHeaders } from '../../../../tests/support/session.ts';
import { createSession, SESSION_COOKIE } from '../../kernel/sessions.ts';
import { describeDevice } from './devices.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { ...RELAXED_AUTH_LIMITS, twoFactorLogin: { max: 4 } } });
});
afterAll(() => app.close());

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const YANDEX_ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 YaBrowser/24.10.1.100 Mobile Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function sessionWith(userId: number, userAgent: string, ip: string): Promise<SessionHeaders> {
  const token = await createSession(app.db, userId, { userAgent, ip });
  const pair = csrfPair(token);
  return { ...pair, cookie: `${SESSION_COOKIE}=${token}; ${pair.cookie}` };
}

async function securityPage(headers: SessionHeaders) {
  const res = await app.inject({ url: '/settings/security', headers: { cookie: headers.cookie, 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
  expect(res.statusCode).toBe(200);
  return res.json().props as { sessions: Array<{ id: number; browser: string | null; os: string | null; mobile: boolean; ip: string | null; current: boolean }>; two_factor: { enabled: boolean; recovery_codes_left: number } };
}

describe('describeDevice', () => {
  it('names the browser and system people use, not the engines they claim', () => {
    expect(describeDevice(FIREFOX_LINUX)).toEqual({ browser: 'Firefox', os: 'Linux', mobile: false });
    expect(describeDevice(YANDEX_ANDROID)).toEqual({ browser: 'Yandex Browser', os: 'Android', mobile: true });
    expect(describeDevice(SAFARI_IPHONE)).toEqual({ browser: 'Safari', os: 'iOS', mobile: true });
    expect(describeDevice(null)).toEqual({ browser: null, os: null, mobile: false });
  });
});

describe('active sessions', () => {
  it('lists the account’s sessions with device and address, this one first and marked', async () => {
    const user = await createUser(app);
    const phone = await sessionWith(user.id, YANDEX_ANDROID, '203.0.113.7');
    const here = await sessionWith(user.id, FIREFOX_LINUX, '198.51.100.2');
    await sessionHeaders(app, (await createUser(app)).id);
    const { sessions } = await securityPage(here);
    expect(sessions.map(({ browser, os, ip, current }) => ({ browser, os, ip, current }))).toEqual([
      { browser: 'Firefox', os: 'Linux', ip: '198.51.100.2', current: true },
      { browser: 'Yandex Browser', os: 'Android', ip: '203.0.113.7', current: false },
    ]);
    expect((await securityPage(phone)).sessions[0]!.current).toBe(true);
  });

  it('ends one session, and then every other; someone else’s session is not found', async () => {
    const user = await createUser(app);
    const here = await sessionWith(user.id, FIREFOX_LINUX, '198.51.100.2');
    await sessionWith(user.id, YANDEX_ANDROID, '203.0.113.7');
    await sessionWith(user.id, SAFARI_IPHONE, '203.0.113.8');
    const stranger = await createUser(app);
    const theirs = await sessionWith(stranger.id, FIREFOX_LINUX, '192.0.2.1');
    const theirId = (await securityPage(theirs)).sessions[0]!.id;

    const [, phone] = (await securityPage(here)).sessions;
    const ended = await app.inject({ method: 'DELETE', url: `/settings/sessions/${phone!.id}`, headers: here });
    expect(ended.statusCode).toBe(204);
    expect((await securityPage(here)).sessions).toHaveLength(2);
    expect((await app.inject({ method: 'DELETE', url: `/settings/sessions/${theirId}`, headers: here })).statusCode).toBe(404);
    expect((await securityPage(theirs)).sessions).toHaveLength(1);

    const others = await postJson(app, '/settings/sessions/sign-out-others', {}, here);
    expect(others.json()).toEqual({ ended: 1 });
    expect((await securityPage(here)).sessions.map((s) => s.current)).toEqual([true]);
    expect((await app.inject({ method: 'DELETE', url: '/settings/sessions/1', headers: guestHeaders() })).statusCode).toBe(401);
  });
});

/** Enrols the user's authenticator and answers its secret and recovery codes. */
async function enrol(headers: SessionHeaders) {
  const setup = await postJson(app, '/settings/two-factor/setup', { password: TEST_PASSWORD }, headers);
  expect(setup.statusCode).toBe(200);
  const { secret, uri, qr } = setup.json();
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
  const enabled = await postJson(app, '/settings/two-factor/enable', { code: await generate({ secret }) }, headers);
  expect(enabled.statusCode).toBe(200);
  return { secret: secret as string, codes: enabled.json().recovery_codes as string[] };
}

/** Signs in with the password: answers the two-factor cookie the code call needs. */
async function passwordStep(user: TestUser) {
  const res = await postJson(app, '/login', { email: user.email, password: TEST_PASSWORD });
  expect(res.json()).toEqual({ status: 'two factor need' });
  const cookies = setCookies(res);
  expect(cookies.has(SESSION_COOKIE)).toBe(false);
  const pending = cookieValue(cookies.get('pero_2fa'))!;
  const pair = guestHeaders();
  return { ...pair, cookie: `pero_2fa=${pending}; ${pair.cookie}` };
}

const codeStep = (headers: Record<string, string>, code: string) => postJson(app, '/login/two-factor', { code }, headers);

describe('two-factor sign-in', () => {
  it('enrols with a confirmed code, then asks for a code after the password', async () => {
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    expect((await securityPage(headers)).two_factor).toEqual({ enabled: false, recovery_codes_left: 0 });
    const { secret, codes } = await enrol(headers);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await securityPage(headers)).two_factor).toEqual({ enabled: true, recovery_codes_left: 10 });

    const pending = await passwordStep(user);
    // The code that confirmed the enrolment is spent: the next step's code is needed.
    const future = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const res = await codeStep(pending, future);
    expect(res.json()).toEqual({ status: 'success' });
    expect(setCookies(res).has(SESSION_COOKIE)).toBe(true);
    // The same code does not sign in twice.
    expect((await codeStep(await passwordStep(user), future)).statusCode).toBe(422);
  });

  it('signs in with a recovery code once, and refuses it after', async () => {
    const user = await createUser(app);
    const { codes } = await enrol(await sessionHeaders(app, user.id));
    const res = await codeStep(await passwordStep(user), ` ${codes[3]!.toUpperCase()} `);
    expect(res.json()).toEqual({ status: 'success' });
    const again = await codeStep(await passwordStep(user), codes[3]!);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: ['Неверный или устаревший код'] });
  });

  it('refuses a wrong code, a missing password step, and limits the attempts', async () => {
    const user = await createUser(app);
    await enrol(await sessionHeaders(app, user.id));
    expect((await codeStep(guestHeaders(), '123456')).json().errors).toEqual({ code: ['Время на ввод кода истекло, войдите снова'] });
    const pending = await passwordStep(user);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await codeStep(pending, '000000')).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
  });

  it('refuses enrolment without the password or with a wrong first code', async () => {
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    expect((await postJson(app, '/settings/two-factor/setup', { password: 'wrong-password' }, headers)).statusCode).toBe(422);
    await postJson(app, '/settings/two-factor/setup', { password: TEST_PASSWORD }, headers);
    expect((await postJson(app, '/settings/two-factor/enable', { code: '000000' }, headers)).statusCode).toBe(422);
    expect((await securityPage(headers)).two_factor.enabled).toBe(false);
    // A pending enrolment does not ask for a code at sign-in.
    expect((await postJson(app, '/login', { email: user.email, password: TEST_PASSWORD })).json()).toEqual({ status: 'success' });
  });

  it('turns off with the password or a code, not with a wrong one', async () => {
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    const { codes } = await enrol(headers);
    expect((await postJson(app, '/settings/two-factor/disable', {}, headers)).statusCode).toBe(422);
    expect((await postJson(app, '/settings/two-factor/disable', { password: 'wrong-password' }, headers)).statusCode).toBe(422);
    expect((await postJson(app, '/settings/two-factor/disable', { code: codes[0] }, headers)).statusCode).toBe(204);
    expect((await securityPage(headers)).two_factor).toEqual({ enabled: false, recovery_codes_left: 0 });
    await enrol(headers);
    expect((await postJson(app, '/settings/two-factor/disable', { password: TEST_PASSWORD }, headers)).statusCode).toBe(204);
    expect((await postJson(app, '/login', { email: user.email, password: TEST_PASSWORD })).json()).toEqual({ status: 'success' });
  });
});
