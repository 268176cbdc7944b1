/**
 * Route hook for calls only a signed-in user may make: guests get 401 `{message}` (which
 * opens the sign-in modal on the client) before the input is even validated.
 */
import type { FastifyRequest } from 'fastify';
import { Unauthenticated } from '../platform/errors.ts';

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new Unauthenticated();
}
