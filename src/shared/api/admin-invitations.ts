import { Type, type Static } from 'typebox';
import { INVITATION_LIMITS as L } from '../dto/site-settings.ts';
import { defineCalls } from './call.ts';

export const INVITATION_STATES = ['active', 'used', 'revoked', 'expired'] as const;

export const Invitation = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  /** The link a visitor opens: the site's address with `?invite=CODE`. */
  link: Type.String(),
  state: Type.Enum(INVITATION_STATES),
  createdAt: Type.String(),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  /** The account it made, while that account exists. */
  usedBy: Type.Union([Type.Object({ name: Type.String(), url: Type.String() }), Type.Null()]),
});
export type InvitationDto = Static<typeof Invitation>;

const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const adminInvitations = defineCalls('adminInvitations', {
  create: {
    method: 'POST',
    path: '/admin-panel/invitations',
    summary: 'Make an invitation code (super admins); null days: it never expires',
    superAdmin: true,
    body: Type.Object({ expiresInDays: Type.Union([Type.Integer({ minimum: 1, maximum: L.days }), Type.Null()]) }),
    answer: Invitation,
  },
  revoke: {
    method: 'POST',
    path: '/admin-panel/invitations/:id/revoke',
    summary: 'Revoke an unused invitation (super admins)',
    superAdmin: true,
    params: Id,
    answer: Invitation,
  },
});
