import type { ApiTokensDto } from '../../../shared/api/api-tokens.ts';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { grantableScopes } from './api-tokens.policy.ts';
import { liveTokensOf, managesACommunity } from './api-tokens.queries.ts';
import { presentApiToken } from './api-tokens.presenter.ts';

/** What the settings show and the list call answers: the live tokens and the scopes the member may grant. */
export async function apiTokenOverview(db: Db, user: AuthUser): Promise<ApiTokensDto> {
  const [rows, manages] = await Promise.all([liveTokensOf(db, user.id), managesACommunity(db, user.id)]);
  return { tokens: rows.map(presentApiToken), grantable: grantableScopes(user, manages) };
}
