import type { ApiScope } from '../../../shared/api/scopes.ts';
import { API_SCOPES } from '../../../shared/api/scopes.ts';
import type { Viewer } from '../../kernel/viewer.ts';

/**
 * The scopes a member may put on a token: moderation only for one who manages something, admin only
 * for a super admin. A token never acts beyond its owner anyway: every call still checks the member.
 */
export function grantableScopes(viewer: NonNullable<Viewer>, managesSomething: boolean): ApiScope[] {
  return API_SCOPES.filter((scope) => (scope === 'moderation' ? managesSomething || viewer.role !== 'user' : scope === 'admin' ? viewer.role === 'super_admin' : true));
}
