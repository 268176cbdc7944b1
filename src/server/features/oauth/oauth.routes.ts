// The flow's state and PKCE verifier wait in a short-lived signed cookie. Deleting the account (account-deletion.ts)
// lives here too: for an account without a password, the provider is what proves it is the member asking.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { generateCodeVerifier, generateState } from 'arctic';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import type { OAuthPopupMessage } from '../../../shared/dto/account-safety.ts';
import { OAUTH_PROVIDERS, type Config, type OAuthProviderName } from '../../config.ts';
import { serveCall } from '../../platform/calls.ts';
import { NotFound } from '../../platform/errors.ts';
import { PER_ADDRESS } from '../auth/index.ts';
import { revokeSession } from '../../kernel/sessions.ts';
import { twoFactorEnabled, setPendingSignIn, SAFETY_LIMITS } from '../account-safety/index.ts';
import { EMAIL_GRACE_DAYS, freeDeletedEmail, requestDeletion, scrubAccount } from './account-deletion.ts';
import { detachProvider, linkAccount, linkedUser, registerFromProvider } from './linked-accounts.ts';
import { configuredProviders, type SignInProvider } from './providers.ts';

const FLOW_COOKIE = 'pero_oauth';
/** Time enough to sign in at the provider and consent. */
const FLOW_TTL_SECONDS = 10 * 60;
const MINUTE_MS = 60 * 1000;

export const OAUTH_LIMITS = {
  /** Starting and finishing a sign-in: a person needs a few; a script probing codes gets few. */
  start: { max: 30, windowMs: 10 * MINUTE_MS },
  callback: { max: 30, windowMs: 10 * MINUTE_MS },
  detach: { max: 20, windowMs: 10 * MINUTE_MS },
};

interface Flow {
  provider: OAuthProviderName;
  state: string;
  verifier: string;
  /** The member linking, or 0 for a sign-in. */
  linkingUserId: number;
  invite?: string;
}

export function enabledProviders(config: Config): OAuthProviderName[] {
  return OAUTH_PROVIDERS.filter((name) => config.oauth[name] !== undefined);
}

export interface OAuthRoutesOptions {
  config: Config;
}

export default async function oauthRoutes(app: FastifyInstance, { config }: OAuthRoutesOptions) {
  const providers = configuredProviders(config.oauth, config.appUrl);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  const providerOf = (name: string): SignInProvider => {
    const provider = providers.get(name as OAuthProviderName);
    if (!provider) throw new NotFound();
    return provider;
  };

  serveCall(app, calls.auth.socialSignIn, { config: app.limited('oauthStart', OAUTH_LIMITS.start, PER_ADDRESS) }, async (request, reply) => {
    const provider = providerOf(request.params.provider);
    const flow: Flow = { provider: provider.name, state: generateState(), verifier: generateCodeVerifier(), linkingUserId: request.user?.id ?? 0 };
    if (request.query.invite) flow.invite = request.query.invite;
    const url = await provider.authorizationUrl(flow.state, flow.verifier);
    reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), { path: '/oauth', httpOnly: true, sameSite: 'lax', secure: config.secureCookies, signed: true, maxAge: FLOW_TTL_SECONDS });
    return { url: url.toString() };
  });

  const CallbackQuery = Type.Object({
    code: Type.Optional(Type.String({ maxLength: 2048 })),
    state: Type.Optional(Type.String({ maxLength: 512 })),
    error: Type.Optional(Type.String({ maxLength: 512 })),
  });
  const callbackLimit = { config: app.limited('oauthCallback', OAUTH_LIMITS.callback, PER_ADDRESS) };
  api.get('/oauth/:provider/callback', { ...callbackLimit, schema: { params: Type.Object({ provider: Type.String({ maxLength: 30 }) }), querystring: CallbackQuery } }, async (request, reply) => {
    const t = request.t;
    const fail = (key: string) => popup(reply, { status: 'error', message: t(`oauth.errors.${key}`) });
    const provider = providers.get(request.params.provider as OAuthProviderName);
    const flow = readFlow(request);
    reply.clearCookie(FLOW_COOKIE, { path: '/oauth' });
    if (!provider) return fail('unknownProvider');
    // Refused consent comes back as ?error=…: nothing to check, nothing to say but that.
    if (request.query.error) return fail('cancelled');
    const { code, state } = request.query;
    if (!flow || flow.provider !== provider.name || !code || !state || !sameText(state, flow.state)) return fail('state');

    const profile = await provider.profile(code, flow.verifier).catch((error: unknown) => {
      request.log.warn({ err: error, provider: provider.name }, 'oauth code exchange failed');
      return null;
    });
    if (!profile || !profile.subject) return fail('provider');

    if (flow.linkingUserId !== 0) {
      // The member who started linking must still be the one signed in here.
      if (request.user?.id !== flow.linkingUserId) return fail('state');
      const outcome = await linkAccount(app.db, flow.linkingUserId, provider.name, profile);
      if (outcome === 'elsewhere') return fail('linkedElsewhere');
      if (outcome === 'other-of-provider') return fail('otherOfProvider');
      return popup(reply, { token: 'linked', status: 'linked' });
    }

    let userId = await linkedUser(app.db, provider.name, profile.subject);
    let status: 'signed-in' | 'registered' = 'signed-in';
    if (userId === null) {
      const settings = await app.site.settings.get();
      // By invitation, a visitor who came without a code is refused as if registration were closed.
      const invite = settings.registration === 'invitation' ? flow.invite : null;
      if (settings.registration === 'closed' || invite === undefined) return popup(reply, { status: 'error', message: t('authUi.registrationClosed') });
      const registered = await registerFromProvider(app.db, provider.name, profile, { hashing: config.passwordHashing, language: settings.defaultLanguage, invite });
      if (registered.status === 'invite-unusable') return popup(reply, { status: 'error', message: t('adminSettings.invitations.unusable') });
      if (registered.status === 'no-email') return fail('noEmail');
      if (registered.status === 'email-taken') return fail('emailTaken');
      userId = registered.userId;
      status = 'registered';
    }
    // The provider stands in for the password, not for the second factor.
    if (await twoFactorEnabled(app.db, userId)) {
      setPendingSignIn(reply, userId, config.secureCookies);
      return popup(reply, { status: 'two factor need' });
    }
    if (request.user) await revokeSession(app.db, request.user.sessionTokenHash);
    await reply.signIn(userId);
    return popup(reply, { token: status, status });
  });

  app.jobs.define('account.delete', { retryLimit: 3, retryDelaySeconds: 60, pollSeconds: 5 }, async ({ userId }) => {
    if (await scrubAccount(app.db, app.storage, userId)) {
      await app.jobs.send('account.free-email', { userId }, { key: `account-free-email:${userId}`, startAfterSeconds: EMAIL_GRACE_DAYS * 24 * 60 * 60 });
    }
  });
  app.jobs.define('account.free-email', { retryLimit: 3, retryDelaySeconds: 60, pollSeconds: 60 }, ({ userId }) => freeDeletedEmail(app.db, userId));

  serveCall(app, calls.accountSafety.deleteAccount, { config: app.limited('passwordCheck', SAFETY_LIMITS.passwordCheck) }, async (request, reply) => {
    await requestDeletion(app.db, app.jobs, config.sessionSecret, request.user, request.body);
    reply.clearSessionCookie();
    return { status: 'deleted' as const, message: request.t('oauth.deletion.done') };
  });

  serveCall(app, calls.accountSafety.detachProvider, { config: app.limited('oauthDetach', OAUTH_LIMITS.detach) }, async (request, reply) => {
    if (!(await detachProvider(app.db, request.user.id, request.params.provider))) throw new NotFound();
    return reply.code(204).send();
  });
}

function readFlow(request: FastifyRequest): Flow | null {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || !value) return null;
  try {
    const flow = JSON.parse(value) as Flow;
    return typeof flow.state === 'string' && typeof flow.verifier === 'string' && typeof flow.linkingUserId === 'number' ? flow : null;
  } catch {
    return null;
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Addressed to this site's own origin, so no other page can read the outcome; without an opener it links home. */
function popup(reply: FastifyReply, message: OAuthPopupMessage): FastifyReply {
  const data = JSON.stringify(message).replace(/</g, '\\u003c');
  const text = message.status === 'error' ? message.message : '';
  const nonce = reply.cspNonce.script;
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Pero</title></head><body><p id="outcome">${escapeHtml(text)}</p><p><a href="/">⟵</a></p><script nonce="${nonce}">
const message = ${data};
if (window.opener) { window.opener.postMessage(message, window.location.origin); window.close(); }
else if (message.status !== 'error') window.location.replace(message.status === 'linked' ? '/settings/main' : '/');
</script></body></html>`;
  // It arrives from the provider's site: any other opener policy would put it in a new
  // browsing context group and cut it off from the window that opened it.
  return reply.header('Cache-Control', 'no-store').header('Cross-Origin-Opener-Policy', 'unsafe-none').type('text/html; charset=utf-8').send(html);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
