import { API_SCOPES, type ApiScope } from '../../../shared/api-scopes.ts';
import type { Viewer } from '../../kernel/viewer.ts';

type Member = NonNullable<Viewer>;

/** Scopes only some members may grant; every other scope any member may. */
const GRANTED_ONLY_BY: Partial<Record<ApiScope, (member: Member, managesACommunity: boolean) => boolean>> = {
  moderation: (member, managesACommunity) => managesACommunity || member.role !== 'user',
  admin: (member) => member.role === 'super_admin',
};

/** The scopes a member may put on a token. A token never acts beyond its owner anyway: every call still checks the member. */
export function grantableScopes(member: Member, managesACommunity: boolean): ApiScope[] {
  return API_SCOPES.filter((scope) => GRANTED_ONLY_BY[scope]?.(member, managesACommunity) ?? true);
}
