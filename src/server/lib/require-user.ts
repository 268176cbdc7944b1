import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../kernel/sessions.ts';
import { Forbidden, Unauthenticated } from '../platform/errors.ts';

export async function requireUser(request: FastifyRequest): Promise<void> {
  signedInUser(request);
}

/**
 * The member a signed-in route serves, for code that sees a plain FastifyRequest (a rate-limit key, a hook);
 * a guest is answered 401, as by requireUser.
 */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Unauthenticated();
  return request.user;
}

export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'super_admin') throw new Forbidden();
}
