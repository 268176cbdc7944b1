/**
 * Route hooks for calls only a signed-in user may make: guests get 401 `{message}` (which
 * opens the sign-in modal on the client) before the input is even validated.
 */
import type { FastifyRequest } from 'fastify';
import { Forbidden, Unauthenticated } from '../platform/errors.ts';

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new Unauthenticated();
}

/** The control panel's calls: after requireUser, anyone but a super admin is refused. */
export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'super_admin') throw new Forbidden();
}
