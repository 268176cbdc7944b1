import type { Static } from 'typebox';
import type { ApiToken } from '../../../shared/api/api-tokens.ts';
import type { ApiTokenRow } from './api-tokens.queries.ts';

export function presentApiToken(row: ApiTokenRow): Static<typeof ApiToken> {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}
