// Site-wide bans are moderation's calls (`POST`/`DELETE /users/{id}/ban`, api/communities.ts).
import { Type } from 'typebox';
import { USER_ROLES } from '../dto/user.ts';
import { defineCalls } from './call.ts';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const ADMIN_USERS_LIMITS = {
  query: 100,
} as const;

export const adminUsers = defineCalls('adminUsers', {
  setRole: {
    method: 'POST',
    path: '/admin-panel/users/:id/role',
    summary: "Change an account's site role: user, editor or super admin",
    superAdmin: true,
    params: IdParams,
    body: Type.Object({ role: Type.Enum(USER_ROLES) }),
    answer: Type.Object({ role: Type.Enum(USER_ROLES) }),
  },
  verifyEmail: {
    method: 'POST',
    path: '/admin-panel/users/:id/verify-email',
    summary: "Mark an account's e-mail address as confirmed",
    superAdmin: true,
    params: IdParams,
  },
  setOfficial: {
    method: 'POST',
    path: '/admin-panel/users/:id/official',
    summary: "Give or take an account's verified badge (an official account)",
    superAdmin: true,
    params: IdParams,
    body: Type.Object({ is_official: Type.Boolean() }),
    answer: Type.Object({ is_official: Type.Boolean() }),
  },
  signOut: {
    method: 'POST',
    path: '/admin-panel/users/:id/sign-out',
    summary: "End every session and API token of an account (its browsers must sign in again)",
    superAdmin: true,
    params: IdParams,
    answer: Type.Object({ ended: Type.Integer({ minimum: 0 }) }),
  },
  destroy: {
    method: 'DELETE',
    path: '/admin-panel/users/:id',
    summary: 'Delete an account, removing or anonymising what it wrote',
    superAdmin: true,
    params: IdParams,
    body: Type.Object({ content: Type.Union([Type.Literal('anonymise'), Type.Literal('remove')]) }),
  },
});
