import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { buildTestApp, TEST_ASSET_VERSION } from '../../../../tests/support/app.ts';
import { cookieValue, pageProps, postJson, RELAXED_AUTH_LIMITS, setCookies } from '../../../../tests/support/auth.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { guestHeaders, sessionHeaders, type SessionHeaders } from '../../../../tests/support/session.ts';
import { SESSION_COOKIE } from '../../kernel/sessions.ts';
import { NO_PASSWORD } from './linked-accounts.ts';
import { generate } from 'otplib';
import { TEST_PASSWORD } from '../../../../tests/support/factories.ts';
import { accountDeletions, invitations, sessions } from '../../db/schema/index.ts';
import { users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

// A local OpenID Connect server: the whole flow runs on this machine, never the internet.
const issuer = new OAuth2Server();
let app: FastifyInstance;
/** The claims the next id token carries. */
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  issuer.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
  app = await buildTestApp({
    rateLimits: RELAXED_AUTH_LIMITS,
    config: { oauth: { oidc: { issuer: issuer.issuer.url!, clientId: 'pero', clientSecret: 'pero-secret' } } },
  });
});
afterAll(async () => {
  await app.close();
  await issuer.stop();
});

interface Person {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

let people = 0;
function person(overrides: Partial<Person> = {}): Person {
  people += 1;
  return { sub: `oidc-${people}-${Date.now()}`, email: `oidc.${people}.${Date.now()}@example.com`, email_verified: true, name: 'Марина Соколова', ...overrides };
}

/** Starts a sign-in as the browser would, consents at the local server, and returns the callback address and flow cookie. */
async function consent(headers: SessionHeaders, who: Person, startUrl = '/oauth/oidc') {
  const start = await postJson(app, startUrl, {}, headers);
  expect(start.statusCode).toBe(200);
  const flowCookie = `pero_oauth=${cookieValue(setCookies(start).get('pero_oauth'))}`;
  // eslint-disable-next-line no-restricted-syntax -- the browser's visit to the local test provider's consent page
  const res = await fetch(start.json().url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  claims = { ...who };
  return { callback: `${back.pathname}${back.search}`, flowCookie };
}

async function finish(callback: string, cookie: string) {
  const res = await app.inject({ url: callback, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const message = JSON.parse(/const message = (.*);/.exec(res.body)![1]!) as { status: string; token?: string; message?: string };
  const session = cookieValue(setCookies(res).get(SESSION_COOKIE));
  return { message, session, body: res.body };
}

async function signInWith(who: Person, headers: SessionHeaders = guestHeaders(), startUrl?: string) {
  const { callback, flowCookie } = await consent(headers, who, startUrl);
  return finish(callback, `${headers.cookie}; ${flowCookie}`);
}

async function linkedProviders(headers: SessionHeaders) {
  const res = await app.inject({ url: '/settings/main', headers: { cookie: headers.cookie, 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
  return (res.json().props.settings.oauth_providers as Array<{ provider: string }>).map((entry) => entry.provider);
}

describe('social sign-in through an OpenID Connect provider', () => {
  it('offers the configured providers to pages and answers a consent address with state and PKCE', async () => {
    const props = await pageProps(app, '');
    expect(props.authProviders).toEqual(['oidc']);
    const start = await postJson(app, '/oauth/oidc');
    const url = new URL(start.json().url);
    expect(url.origin).toBe(new URL(issuer.issuer.url!).origin);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/oauth\/oidc\/callback$/);
    expect((await postJson(app, '/oauth/facebook')).statusCode).toBe(404);
  });

  it('registers a new member with the provider’s confirmed address, then signs the same person in', async () => {
    const who = person();
    const first = await signInWith(who);
    expect(first.message).toEqual({ token: 'registered', status: 'registered' });
    // Only to this site's own origin: no other window can read the outcome.
    expect(first.body).toContain('postMessage(message, window.location.origin)');
    const props = await pageProps(app, `${SESSION_COOKIE}=${first.session}`);
    const [account] = await app.db.select().from(users).where(eq(users.id, props.auth.user!.id));
    expect(account!.email).toBe(who.email);
    expect(account!.emailVerifiedAt).not.toBeNull();
    expect(account!.passwordHash).toBe(NO_PASSWORD);

    const again = await signInWith({ ...who, email: 'changed.at.provider@example.com' });
    expect(again.message.status).toBe('signed-in');
    expect((await pageProps(app, `${SESSION_COOKIE}=${again.session}`)).auth.user!.id).toBe(account!.id);
  });

  it('never merges into an account that holds the address: its owner is asked to sign in and link', async () => {
    const member = await createUser(app);
    const outcome = await signInWith(person({ email: member.email }));
    expect(outcome.message.status).toBe('error');
    expect(outcome.message.message).toMatch(/уже есть/);
    expect(outcome.session).toBeUndefined();
  });

  it('registers nobody while registration is closed, and still signs a linked member in', async () => {
    const member = person();
    expect((await signInWith(member)).message.status).toBe('registered');
    await app.site.saveSetting('registration', 'closed');
    try {
      const outcome = await signInWith(person());
      expect(outcome.message).toEqual({ status: 'error', message: 'Регистрация на сайте закрыта' });
      expect(outcome.session).toBeUndefined();
      expect((await signInWith(member)).message.status).toBe('signed-in');
    } finally {
      await app.site.saveSetting('registration', 'open');
    }
  });

  it('by invitation, registers only a visitor who came with a usable code, and spends it', async () => {
    const [code] = await app.db.insert(invitations).values({ code: `oauth-invite-${Date.now()}` }).returning();
    await app.site.saveSetting('registration', 'invitation');
    try {
      expect((await signInWith(person())).message).toEqual({ status: 'error', message: 'Регистрация на сайте закрыта' });
      const invited = await signInWith(person(), guestHeaders(), `/oauth/oidc?invite=${code!.code}`);
      expect(invited.message.status).toBe('registered');
      const [spent] = await app.db.select().from(invitations).where(eq(invitations.id, code!.id));
      expect(spent!.usedBy).not.toBeNull();
      const again = await signInWith(person(), guestHeaders(), `/oauth/oidc?invite=${code!.code}`);
      expect(again.message).toEqual({ status: 'error', message: 'Код приглашения не подходит: он неверный, уже использован, отозван или истёк' });
    } finally {
      await app.site.saveSetting('registration', 'open');
    }
  });

  it("starts a new member in the site's default language", async () => {
    await app.site.saveSetting('defaultLanguage', 'en');
    try {
      const outcome = await signInWith(person());
      const props = await pageProps(app, `${SESSION_COOKIE}=${outcome.session}`);
      const [account] = await app.db.select({ language: users.language }).from(users).where(eq(users.id, props.auth.user!.id));
      expect(account!.language).toBe('en');
    } finally {
      await app.site.saveSetting('defaultLanguage', 'ru');
    }
  });

  it('does not register from an address the provider has not confirmed', async () => {
    const outcome = await signInWith(person({ email_verified: false }));
    expect(outcome.message.status).toBe('error');
    expect(outcome.session).toBeUndefined();
  });

  it('links to the signed-in member, who then signs in through it; someone else’s identity is refused', async () => {
    const member = await createUser(app);
    const headers = await sessionHeaders(app, member.id);
    const who = person({ email: 'another.address@example.com' });
    expect((await signInWith(who, headers)).message).toEqual({ token: 'linked', status: 'linked' });
    expect(await linkedProviders(headers)).toEqual(['oidc']);

    const signedIn = await signInWith(who);
    expect((await pageProps(app, `${SESSION_COOKIE}=${signedIn.session}`)).auth.user!.id).toBe(member.id);

    const other = await sessionHeaders(app, (await createUser(app)).id);
    const refused = await signInWith(who, other);
    expect(refused.message.status).toBe('error');
    expect(await linkedProviders(other)).toEqual([]);
  });

  it('unlinks, but never the only way left to sign in', async () => {
    const member = await createUser(app);
    const headers = await sessionHeaders(app, member.id);
    await signInWith(person(), headers);
    expect((await postJson(app, '/oauth/oidc/detach', {}, headers)).statusCode).toBe(204);
    expect(await linkedProviders(headers)).toEqual([]);
    expect((await postJson(app, '/oauth/oidc/detach', {}, headers)).statusCode).toBe(404);

    const registered = await signInWith(person());
    const own = await sessionHeaders(app, (await pageProps(app, `${SESSION_COOKIE}=${registered.session}`)).auth.user!.id);
    const refused = await postJson(app, '/oauth/oidc/detach', {}, own);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.provider).toBeDefined();
    expect(await linkedProviders(own)).toEqual(['oidc']);
    expect((await postJson(app, '/oauth/oidc/detach', {}, guestHeaders())).statusCode).toBe(401);
  });

  it('refuses a callback whose state does not match, or that comes without its flow cookie', async () => {
    const headers = guestHeaders();
    const { callback, flowCookie } = await consent(headers, person());
    const forged = callback.replace(/state=[^&]+/, 'state=forged');
    const bad = await finish(forged, `${headers.cookie}; ${flowCookie}`);
    expect(bad.message.status).toBe('error');
    expect(bad.session).toBeUndefined();
    const noCookie = await finish(callback, headers.cookie);
    expect(noCookie.message.status).toBe('error');
    expect(noCookie.session).toBeUndefined();
  });

  it('still asks a member with two-factor sign-in for a code after the provider', async () => {
    const member = await createUser(app);
    const headers = await sessionHeaders(app, member.id);
    const who = person();
    await signInWith(who, headers);
    const setup = await postJson(app, '/settings/two-factor/setup', { password: TEST_PASSWORD }, headers);
    const secret = setup.json().secret as string;
    expect((await postJson(app, '/settings/two-factor/enable', { code: await generate({ secret }) }, headers)).statusCode).toBe(200);

    const { callback, flowCookie } = await consent(guestHeaders(), who);
    const res = await app.inject({ url: callback, headers: { cookie: `${guestHeaders().cookie}; ${flowCookie}` } });
    expect(JSON.parse(/const message = (.*);/.exec(res.body)![1]!)).toEqual({ status: 'two factor need' });
    expect(setCookies(res).has(SESSION_COOKIE)).toBe(false);
    expect(setCookies(res).has('pero_2fa')).toBe(true);
  });
});

describe('deleting an account that has no password', () => {
  it('is confirmed by a fresh sign-in through the provider; a stale session is asked to sign in again', async () => {
    const registered = await signInWith(person());
    const userId = (await pageProps(app, `${SESSION_COOKIE}=${registered.session}`)).auth.user!.id;
    const stale = await sessionHeaders(app, userId);
    await app.db.update(sessions).set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) }).where(eq(sessions.userId, userId));
    const refused = await postJson(app, '/settings/account/delete', { content: 'remove' }, stale);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.password).toBeDefined();

    // A session begun just now is what signing in through the provider again gives.
    const again = await sessionHeaders(app, userId);
    const res = await postJson(app, '/settings/account/delete', { content: 'remove' }, again);
    expect(res.statusCode).toBe(200);
    expect(await app.db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId))).toHaveLength(1);
    // Its link went with it: the provider no longer signs anyone in to it.
    expect(await linkedProviders(await sessionHeaders(app, userId))).toEqual([]);
  });
});
