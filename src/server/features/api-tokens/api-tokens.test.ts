import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { errorAnswer, invalidAnswer } from '../../../../tests/support/errors.ts';
import { createCommunity, postBody, publishPost } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { callPath, type Call } from '../../../shared/api/call.ts';
import { calls } from '../../../shared/api/index.ts';
import { API_SCOPES, type ApiScope } from '../../../shared/api-scopes.ts';
import { apiTokens, posts, users } from '../../db/schema/index.ts';
import { setAccountRole } from '../accounts/index.ts';

/** Small, so one test can reach it; every other test spends fewer calls per token. */
const TOKEN_CALLS_MAX = 10;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { apiTokenCalls: { max: TOKEN_CALLS_MAX } } });
});
afterAll(() => app.close());

async function createToken(userId: number, scopes: readonly ApiScope[], expiresInDays: number | null = null) {
  const answer = await app.inject({
    method: 'POST',
    url: callPath(calls.apiTokens.create),
    payload: { name: 'Бот', scopes, expires_in_days: expiresInDays },
    headers: { accept: 'application/json', ...(await sessionHeaders(app, userId)) },
  });
  return answer;
}

async function tokenFor(userId: number, scopes: readonly ApiScope[]): Promise<{ token: string; id: number }> {
  const answer = await createToken(userId, scopes);
  expect(answer.statusCode).toBe(200);
  return { token: answer.json().token, id: answer.json().api_token.id };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json' });

function callWith(token: string, call: Call, params: Record<string, unknown> = {}, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: call.method, url: callPath(call, params), headers: bearer(token), ...extra });
}

async function superAdmin() {
  const user = await createUser(app);
  await setAccountRole(app.db, user.id, 'super_admin');
  return user;
}

describe('making, listing and revoking tokens', () => {
  it('shows the token once, stores only its hash, and lists the rest', async () => {
    const member = await createUser(app);
    const created = await createToken(member.id, ['read', 'posts:write'], 30);
    expect(created.statusCode).toBe(200);
    const { token, api_token: made } = created.json();
    expect(token).toMatch(/^pero_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ name: 'Бот', scopes: ['read', 'posts:write'], last_used_at: null });
    const expiresIn = new Date(made.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 86_400_000);
    expect(expiresIn).toBeLessThanOrEqual(30 * 86_400_000);

    const [row] = await app.db.select().from(apiTokens).where(eq(apiTokens.id, made.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token.slice(5));

    const list = await app.inject({ url: callPath(calls.apiTokens.list), headers: { accept: 'application/json', ...(await sessionHeaders(app, member.id)) } });
    expect(list.json()).toEqual({ tokens: [made], grantable: ['read', 'posts:write', 'comments:write', 'chats', 'notifications'] });
    expect(list.body).not.toContain(token.slice(5));
  });

  it('the list costs the same statements for 2 tokens as for 20', async () => {
    const statements = async (tokens: number) => {
      const member = await createUser(app);
      for (let i = 0; i < tokens; i++) await tokenFor(member.id, ['read']);
      const headers = { accept: 'application/json', ...(await sessionHeaders(app, member.id)) };
      let listed = 0;
      const count = await countQueries(app, async () => {
        listed = (await app.inject({ url: callPath(calls.apiTokens.list), headers })).json().tokens.length;
      });
      expect(listed).toBe(tokens);
      return count;
    };
    expect(await statements(20)).toBe(await statements(2));
  });

  it('a revoked token answers 401 at once; another member cannot revoke it', async () => {
    const [owner, stranger] = [await createUser(app), await createUser(app)];
    const { token, id } = await tokenFor(owner.id, ['read']);
    expect((await callWith(token, calls.posts.topics)).statusCode).toBe(200);

    const revoke = async (userId: number) =>
      app.inject({ method: 'DELETE', url: callPath(calls.apiTokens.revoke, { id }), headers: { accept: 'application/json', ...(await sessionHeaders(app, userId)) } });
    expect((await revoke(stranger.id)).statusCode).toBe(404);
    expect((await callWith(token, calls.posts.topics)).statusCode).toBe(200);
    expect((await revoke(owner.id)).statusCode).toBe(204);

    const refused = await callWith(token, calls.posts.topics);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(refused.json()).toEqual(errorAnswer('apiTokens.errors.invalid'));
    expect((await revoke(owner.id)).statusCode).toBe(404);
  });

  it('ending every session of an account (a reset password, an admin) ends its tokens too', async () => {
    const member = await createUser(app);
    const { token } = await tokenFor(member.id, ['read']);
    const admin = await superAdmin();
    const signOut = await app.inject({ method: 'POST', url: callPath(calls.adminUsers.signOut, { id: member.id }), headers: { accept: 'application/json', ...(await sessionHeaders(app, admin.id)) } });
    expect(signOut.statusCode).toBe(200);
    expect((await callWith(token, calls.posts.topics)).statusCode).toBe(401);
  });

  it('an expired, unknown or malformed token answers 401; a bearer of another kind is not a token', async () => {
    const member = await createUser(app);
    const { token, id } = await tokenFor(member.id, ['read']);
    await app.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.id, id));
    for (const sent of [token, `pero_${'A'.repeat(43)}`, 'pero_short', 'pero_']) {
      const answer = await callWith(sent, calls.posts.topics);
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
    // Another kind of bearer credential is not a token at all: the cookie session is as it was, CSRF included.
    const { cookie } = await sessionHeaders(app, member.id);
    const other = { cookie, authorization: 'Bearer not-a-token', accept: 'application/json' };
    expect((await app.inject({ url: callPath(calls.posts.topics), headers: other })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/posts', payload: postBody({}), headers: other })).statusCode).toBe(419);
  });

  it('moderation only for members who manage something, admin only for super admins', async () => {
    const member = await createUser(app);
    for (const scope of ['moderation', 'admin'] as const) {
      const refused = await createToken(member.id, ['read', scope]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual(invalidAnswer({ scopes: ['apiTokens.errors.notGrantable', { scope }] }));
    }
    const manager = await createUser(app);
    await createCommunity(app, { creatorId: manager.id });
    expect((await createToken(manager.id, ['moderation'])).statusCode).toBe(200);
    expect((await createToken(manager.id, ['admin'])).statusCode).toBe(422);
    expect((await createToken((await superAdmin()).id, ['admin', 'moderation'])).statusCode).toBe(200);
  });

  it('refuses names too long and more than 20 live tokens', async () => {
    const member = await createUser(app);
    const headers = { accept: 'application/json', ...(await sessionHeaders(app, member.id)) };
    const long = await app.inject({ method: 'POST', url: '/settings/api-tokens', payload: { name: 'я'.repeat(101), scopes: ['read'], expires_in_days: null }, headers });
    expect(long.statusCode).toBe(422);
    for (let i = 0; i < 20; i++) expect((await createToken(member.id, ['read'])).statusCode).toBe(200);
    const over = await createToken(member.id, ['read']);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual(invalidAnswer({ name: ['apiTokens.errors.tooMany', { max: 20 }] }));
  });
});

describe('scopes', () => {
  /** A call each scope opens; ids need not exist: a call that gets past the token may answer 404 or 422. */
  const CALL_OF_SCOPE: Record<ApiScope, { call: Call; params?: Record<string, unknown>; payload?: object }> = {
    read: { call: calls.posts.topics },
    'posts:write': { call: calls.posts.save, payload: postBody({}) },
    'comments:write': { call: calls.comments.create, payload: {} },
    chats: { call: calls.chats.start, params: { userId: 1 } },
    notifications: { call: calls.notifications.list },
    moderation: { call: calls.moderation.unpublish, params: { id: 2_000_000 }, payload: {} },
    admin: { call: calls.adminUsers.verifyEmail, params: { id: 2_000_000 } },
  };

  it.each(API_SCOPES)('a call needing %s is refused 403 to a token with every other scope, and reached with it', async (scope) => {
    const owner = await superAdmin();
    const { call, params, payload } = CALL_OF_SCOPE[scope];
    const without = await tokenFor(owner.id, API_SCOPES.filter((other) => other !== scope));
    const refused = await callWith(without.token, call, params, { payload });
    expect(refused.statusCode).toBe(403);
    const message = errorAnswer('apiTokens.errors.scope', { scope }).message;
    expect(refused.json()).toEqual({ message, errors: { scope: [message] } });

    const granted = await tokenFor(owner.id, [scope]);
    const reached = await callWith(granted.token, call, params, { payload });
    expect([200, 204, 404, 422]).toContain(reached.statusCode);
  });

  it('the account calls refuse every token, whatever its scopes', async () => {
    const owner = await superAdmin();
    const { token } = await tokenFor(owner.id, API_SCOPES);
    const accountCalls: Array<[Call, Record<string, unknown>?]> = [
      [calls.accountSafety.changePassword],
      [calls.accountSafety.deleteAccount],
      [calls.accountSafety.signOutOtherSessions],
      [calls.accountSafety.startTwoFactor],
      [calls.accountSafety.detachProvider, { provider: 'google' }],
      [calls.apiTokens.list],
      [calls.apiTokens.create],
      [calls.apiTokens.revoke, { id: 1 }],
      [calls.auth.logout],
    ];
    for (const [call, params] of accountCalls) {
      const answer = await app.inject({ method: call.method, url: callPath(call, params), headers: bearer(token), payload: {} });
      expect(answer.statusCode, call.path).toBe(403);
      expect(answer.json()).toEqual(errorAnswer('apiTokens.errors.sessionOnly'));
    }
  });

  it('an admin token stops working when its owner stops being a super admin; a token never outranks its owner', async () => {
    const owner = await superAdmin();
    const { token } = await tokenFor(owner.id, ['admin', 'moderation']);
    await setAccountRole(app.db, owner.id, 'user');
    const admin = await callWith(token, calls.adminUsers.verifyEmail, { id: owner.id });
    expect(admin.statusCode).toBe(403);
    // Moderation granted while editor-or-more: the call's own rule still asks who the member is now.
    const post = await publishPost(app, (await createUser(app)).id);
    const unpublish = await callWith(token, calls.moderation.unpublish, { id: post.id }, { payload: {} });
    expect(unpublish.statusCode).toBe(403);
  });

  it('pages refuse tokens: only declared calls take them', async () => {
    const member = await createUser(app);
    const { token } = await tokenFor(member.id, ['read']);
    for (const url of ['/', '/settings', '/api/docs/json']) {
      const answer = await app.inject({ url, headers: { authorization: `Bearer ${token}`, accept: 'text/html' } });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.body).not.toContain(member.name);
    }
  });
});

describe('a token request and the browser session', () => {
  it('CSRF still guards cookie sessions, and does not apply to tokens', async () => {
    const member = await createUser(app);
    const { cookie } = await sessionHeaders(app, member.id);
    const cookieOnly = await app.inject({ method: 'POST', url: '/posts', payload: postBody({}), headers: { cookie, accept: 'application/json' } });
    expect(cookieOnly.statusCode).toBe(419);
    const { token } = await tokenFor(member.id, ['posts:write']);
    const withToken = await app.inject({ method: 'POST', url: '/posts', payload: postBody({}), headers: bearer(token) });
    expect(withToken.statusCode).toBe(200);
  });

  it('a request carrying both a cookie and a token is the token’s alone', async () => {
    const [browser, owner] = [await createUser(app), await createUser(app)];
    const session = await sessionHeaders(app, browser.id);
    const { token } = await tokenFor(owner.id, ['posts:write']);
    const saved = await app.inject({ method: 'POST', url: '/posts', payload: postBody({}), headers: { ...session, ...bearer(token) } });
    expect(saved.statusCode).toBe(200);
    const [post] = await app.db.select({ userId: posts.userId }).from(posts).where(eq(posts.id, saved.json().id));
    expect(post!.userId).toBe(owner.id);

    // The cookie lends a token request nothing: not a missing scope, not a session-only call.
    expect((await app.inject({ url: callPath(calls.posts.topics), headers: { ...session, ...bearer(token) } })).statusCode).toBe(403);
    const password = await app.inject({ method: 'POST', url: callPath(calls.accountSafety.changePassword), payload: {}, headers: { ...session, ...bearer(token) } });
    expect(password.statusCode).toBe(403);
    // A bad token does not fall back to the cookie.
    expect((await app.inject({ url: callPath(calls.posts.topics), headers: { ...session, authorization: 'Bearer pero_nope' } })).statusCode).toBe(401);
  });

  it("a banned member's token reads and is refused writes, as the session is", async () => {
    const member = await createUser(app);
    const { token } = await tokenFor(member.id, ['read', 'posts:write']);
    await app.db.update(users).set({ bannedAt: new Date(), banReason: 'Спам' }).where(eq(users.id, member.id));
    const session = await sessionHeaders(app, member.id);
    expect((await callWith(token, calls.posts.topics)).statusCode).toBe((await app.inject({ url: callPath(calls.posts.topics), headers: { ...session, accept: 'application/json' } })).statusCode);
    const byToken = await app.inject({ method: 'POST', url: '/posts', payload: postBody({}), headers: bearer(token) });
    const bySession = await app.inject({ method: 'POST', url: '/posts', payload: postBody({}), headers: { ...session, accept: 'application/json' } });
    expect(byToken.statusCode).toBe(403);
    expect(byToken.statusCode).toBe(bySession.statusCode);
  });
});

describe('use of a token', () => {
  it('records when it was last used', async () => {
    const member = await createUser(app);
    const { token, id } = await tokenFor(member.id, ['read']);
    const lastUsed = async () => (await app.db.select({ at: apiTokens.lastUsedAt }).from(apiTokens).where(eq(apiTokens.id, id)))[0]!.at;
    expect(await lastUsed()).toBeNull();
    await callWith(token, calls.posts.topics);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    // Within the minute, calls do not write it again.
    await callWith(token, calls.posts.topics);
    expect(await lastUsed()).toEqual(first);
  });

  it('limits the calls of one token: past the limit, 429 with Retry-After', async () => {
    const member = await createUser(app);
    const { token } = await tokenFor(member.id, ['read']);
    for (let i = 0; i < TOKEN_CALLS_MAX; i++) expect((await callWith(token, calls.posts.topics)).statusCode).toBe(200);
    const over = await callWith(token, calls.posts.topics);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another token of the same member has its own count.
    expect((await callWith((await tokenFor(member.id, ['read'])).token, calls.posts.topics)).statusCode).toBe(200);
  });
});
