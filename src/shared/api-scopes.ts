// What a personal API token may call: one scope per declared call, decided here for every call so a
// new call cannot slip past the rule (docs/adr/0077-personal-api-tokens.md).
import type { CallSpec } from './api/call.ts';

export const API_SCOPES = ['read', 'posts:write', 'comments:write', 'chats', 'notifications', 'moderation', 'admin'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Declared on a call whose derived scope is wrong; `session` keeps it to cookie sessions. */
export type CallScope = ApiScope | 'session';

/** The account's keys (password, e-mail, sessions, second factor, tokens themselves, deletion, linked sign-ins), webhooks, whose answers carry their signing secrets, and Telegram links, which take a bot's token. */
const SESSION_ONLY_FEATURES: ReadonlySet<string> = new Set(['auth', 'accountSafety', 'apiTokens', 'webhooks', 'telegram']);

/** Private correspondence and managers' work: even reading it needs the scope. */
const WHOLE_FEATURE_SCOPES: Readonly<Record<string, ApiScope>> = {
  notifications: 'notifications',
  delivery: 'notifications',
  chats: 'chats',
  moderation: 'moderation',
};

/** Features whose writes a scope names; a write of any other feature is the cookie session's only. */
const WRITE_SCOPES: Readonly<Record<string, ApiScope>> = {
  posts: 'posts:write',
  media: 'posts:write',
  revisions: 'posts:write',
  scheduling: 'posts:write',
  previews: 'posts:write',
  series: 'posts:write',
  polls: 'posts:write',
  comments: 'comments:write',
  reactions: 'comments:write',
  gifs: 'comments:write',
  communities: 'moderation',
};

/** The scope a token needs for the call, or null where no token is accepted at all. */
export function scopeOf(call: Pick<CallSpec, 'method' | 'superAdmin' | 'scope'> & { feature: string }): ApiScope | null {
  if (call.scope) return call.scope === 'session' ? null : call.scope;
  if (SESSION_ONLY_FEATURES.has(call.feature)) return null;
  if (call.superAdmin) return 'admin';
  const whole = WHOLE_FEATURE_SCOPES[call.feature];
  if (whole) return whole;
  if (call.method === 'GET') return 'read';
  return WRITE_SCOPES[call.feature] ?? null;
}
