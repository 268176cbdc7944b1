// The profile mappings are pure functions of each provider's answer, so they are tested without the internet.
import { CodeChallengeMethod, decodeIdToken, Facebook, Google, OAuth2Client, Twitch, Twitter, VK, Yandex, type OAuth2Tokens } from 'arctic';
import type { OAuthConfig, OAuthProviderName } from '../../config.ts';

/** Who the provider says the person is. `email` is only set when the provider vouches for it. */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  name: string;
}

export interface SignInProvider {
  name: OAuthProviderName;
  /** Whether the consent carries a PKCE challenge (the callback must then give the verifier). */
  pkce: boolean;
  authorizationUrl(state: string, codeVerifier: string): Promise<URL>;
  profile(code: string, codeVerifier: string): Promise<ProviderProfile>;
}

type Json = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const nameOf = (...candidates: unknown[]): string => candidates.map(text).find((value) => value.length > 0)?.slice(0, 30) ?? '';

/** OpenID claims (Google and any OpenID Connect provider): the address counts only when email_verified. */
export function openIdProfile(claims: Json): ProviderProfile {
  const email = claims.email_verified === true ? text(claims.email) || null : null;
  return { subject: text(claims.sub), email, name: nameOf(claims.name, claims.preferred_username, claims.given_name, email?.split('@')[0]) };
}

/** Graph API /me: Facebook only returns an address its owner has confirmed. */
export function facebookProfile(me: Json): ProviderProfile {
  return { subject: text(me.id), email: text(me.email) || null, name: nameOf(me.name) };
}

/** Helix /users: Twitch returns the address without saying whether it is confirmed, so it is not trusted. */
export function twitchProfile(users: Json): ProviderProfile {
  const user = (Array.isArray(users.data) ? users.data[0] : undefined) as Json | undefined;
  return { subject: text(user?.id), email: null, name: nameOf(user?.display_name, user?.login) };
}

/** X /2/users/me: no address at all. */
export function twitterProfile(me: Json): ProviderProfile {
  const user = (me.data ?? {}) as Json;
  return { subject: text(user.id), email: null, name: nameOf(user.name, user.username) };
}

/** VK: the token answer carries user_id and the (confirmed) address; users.get the name. */
export function vkProfile(tokenData: Json, users: Json): ProviderProfile {
  const user = (Array.isArray(users.response) ? users.response[0] : undefined) as Json | undefined;
  return { subject: text(tokenData.user_id), email: text(tokenData.email) || null, name: nameOf(`${text(user?.first_name)} ${text(user?.last_name)}`) };
}

/** Yandex ID /info: default_email is the account's confirmed login address. */
export function yandexProfile(info: Json): ProviderProfile {
  return { subject: text(info.id), email: text(info.default_email) || null, name: nameOf(info.real_name, info.display_name, info.login) };
}

async function getJson(url: string, headers: Record<string, string>): Promise<Json> {
  // eslint-disable-next-line no-restricted-syntax -- fixed provider addresses and the operator's configured issuer (often a Keycloak on the private network, which safe-fetch refuses), never user input; arctic's own token calls use fetch as well
  const res = await fetch(url, { headers: { Accept: 'application/json', ...headers }, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`${new URL(url).host} answered ${res.status}`);
  return (await res.json()) as Json;
}

const bearer = (tokens: OAuth2Tokens) => ({ Authorization: `Bearer ${tokens.accessToken()}` });

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
}

/** The generic OpenID Connect provider: endpoints from the issuer's discovery document, read once. */
function openIdConnect(config: NonNullable<OAuthConfig['oidc']>, redirect: string): SignInProvider {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirect);
  let discovery: Promise<Discovery> | null = null;
  const discover = () => {
    discovery ??= getJson(`${config.issuer}/.well-known/openid-configuration`, {}).then((doc) => {
      if (typeof doc.authorization_endpoint !== 'string' || typeof doc.token_endpoint !== 'string') throw new Error('The OpenID discovery document names no endpoints');
      return doc as unknown as Discovery;
    });
    // A failed discovery is tried again next time rather than remembered.
    discovery.catch(() => (discovery = null));
    return discovery;
  };
  return {
    name: 'oidc',
    pkce: true,
    authorizationUrl: async (state, verifier) => client.createAuthorizationURLWithPKCE((await discover()).authorization_endpoint, state, CodeChallengeMethod.S256, verifier, ['openid', 'email', 'profile']),
    profile: async (code, verifier) => {
      const tokens = await client.validateAuthorizationCode((await discover()).token_endpoint, code, verifier);
      // The id token came straight from the token endpoint over the back channel, which OpenID
      // Connect Core 3.1.3.7 accepts in place of checking its signature.
      return openIdProfile(decodeIdToken(tokens.idToken()) as Json);
    },
  };
}

/** The callback address is APP_URL/oauth/{name}/callback. */
export function configuredProviders(config: OAuthConfig, appUrl: string): Map<OAuthProviderName, SignInProvider> {
  const redirect = (name: OAuthProviderName) => `${appUrl}/oauth/${name}/callback`;
  const providers = new Map<OAuthProviderName, SignInProvider>();
  if (config.facebook) {
    const client = new Facebook(config.facebook.clientId, config.facebook.clientSecret, redirect('facebook'));
    providers.set('facebook', {
      name: 'facebook',
      pkce: false,
      authorizationUrl: async (state) => client.createAuthorizationURL(state, ['email', 'public_profile']),
      profile: async (code) => {
        const tokens = await client.validateAuthorizationCode(code);
        return facebookProfile(await getJson('https://graph.facebook.com/me?fields=id,name,email', bearer(tokens)));
      },
    });
  }
  if (config.google) {
    const client = new Google(config.google.clientId, config.google.clientSecret, redirect('google'));
    providers.set('google', {
      name: 'google',
      pkce: true,
      authorizationUrl: async (state, verifier) => client.createAuthorizationURL(state, verifier, ['openid', 'email', 'profile']),
      profile: async (code, verifier) => openIdProfile(decodeIdToken((await client.validateAuthorizationCode(code, verifier)).idToken()) as Json),
    });
  }
  if (config.twitch) {
    const { clientId, clientSecret } = config.twitch;
    const client = new Twitch(clientId, clientSecret, redirect('twitch'));
    providers.set('twitch', {
      name: 'twitch',
      pkce: false,
      authorizationUrl: async (state) => client.createAuthorizationURL(state, []),
      profile: async (code) => twitchProfile(await getJson('https://api.twitch.tv/helix/users', { ...bearer(await client.validateAuthorizationCode(code)), 'Client-Id': clientId })),
    });
  }
  if (config.twitter) {
    const client = new Twitter(config.twitter.clientId, config.twitter.clientSecret, redirect('twitter'));
    providers.set('twitter', {
      name: 'twitter',
      pkce: true,
      authorizationUrl: async (state, verifier) => client.createAuthorizationURL(state, verifier, ['users.read', 'tweet.read']),
      profile: async (code, verifier) => twitterProfile(await getJson('https://api.x.com/2/users/me', bearer(await client.validateAuthorizationCode(code, verifier)))),
    });
  }
  if (config.vkontakte) {
    const client = new VK(config.vkontakte.clientId, config.vkontakte.clientSecret, redirect('vkontakte'));
    providers.set('vkontakte', {
      name: 'vkontakte',
      pkce: false,
      authorizationUrl: async (state) => client.createAuthorizationURL(state, ['email']),
      profile: async (code) => {
        const tokens = await client.validateAuthorizationCode(code);
        const users = await getJson(`https://api.vk.com/method/users.get?v=5.199&access_token=${encodeURIComponent(tokens.accessToken())}`, {});
        return vkProfile(tokens.data as Json, users);
      },
    });
  }
  if (config.yandex) {
    const client = new Yandex(config.yandex.clientId, config.yandex.clientSecret, redirect('yandex'));
    providers.set('yandex', {
      name: 'yandex',
      pkce: false,
      authorizationUrl: async (state) => client.createAuthorizationURL(state, ['login:email', 'login:info']),
      profile: async (code) => yandexProfile(await getJson('https://login.yandex.ru/info?format=json', { Authorization: `OAuth ${(await client.validateAuthorizationCode(code)).accessToken()}` })),
    });
  }
  if (config.oidc) providers.set('oidc', openIdConnect(config.oidc, redirect('oidc')));
  return providers;
}
