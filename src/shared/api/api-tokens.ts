import { Type, type Static } from 'typebox';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';
import { API_SCOPES } from '../api-scopes.ts';

export const API_TOKEN_LIMITS = {
  /** Characters of a token's name. */
  name: 100,
  /** Tokens a member holds at once, neither revoked nor expired. */
  live: 20,
} as const;

/** How long a new token lives; null: until it is revoked. */
export const API_TOKEN_LIFETIMES = [30, 90, 365] as const;

export const ApiScopeSchema = Type.Enum(API_SCOPES);

const Timestamp = Type.String({ format: 'date-time' });

export const ApiToken = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  scopes: Type.Array(ApiScopeSchema, { maxItems: API_SCOPES.length }),
  created_at: Timestamp,
  expires_at: Type.Union([Timestamp, Type.Null()]),
  last_used_at: Type.Union([Timestamp, Type.Null()]),
});

export const apiTokens = defineCalls('apiTokens', {
  list: {
    method: 'GET',
    path: '/settings/api-tokens',
    summary: "The member's live API tokens (never the tokens themselves) and the scopes they may grant",
    signedIn: true,
    answer: Type.Object({
      tokens: Type.Array(ApiToken, { maxItems: API_TOKEN_LIMITS.live }),
      grantable: Type.Array(ApiScopeSchema, { maxItems: API_SCOPES.length }),
    }),
  },
  create: {
    method: 'POST',
    path: '/settings/api-tokens',
    summary: 'Make an API token; the answer is the only time the token is shown',
    signedIn: true,
    body: Type.Object({
      name: Type.String({ minLength: 1, maxLength: API_TOKEN_LIMITS.name }),
      scopes: Type.Array(ApiScopeSchema, { minItems: 1, maxItems: API_SCOPES.length, uniqueItems: true }),
      expires_in_days: Type.Union([Type.Enum(API_TOKEN_LIFETIMES), Type.Null()]),
    }),
    answer: Type.Object({ token: Type.String(), api_token: ApiToken }),
    errors: { 403: Problem },
  },
  revoke: {
    method: 'DELETE',
    path: '/settings/api-tokens/:id',
    summary: 'Revoke an API token: it answers 401 from now on',
    signedIn: true,
    params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
  },
});

export type ApiTokensDto = Static<typeof apiTokens.list.answer>;
