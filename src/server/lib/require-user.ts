/**
 * Route hook for calls only a signed-in user may make: guests get 401 `{message}` (which
 * opens the sign-in modal on the client) before the input is even validated.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors.ts';

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, request.t('errors.unauthenticated'));
}
