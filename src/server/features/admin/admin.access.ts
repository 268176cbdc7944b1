// The panel's pages answer 404 to everyone else, guests included, so its addresses tell an outsider nothing.
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../kernel/sessions.ts';
import { NotFound } from '../../platform/errors.ts';

export async function superAdminPage(request: FastifyRequest): Promise<void> {
  panelAdmin(request);
}

/** The super admin a panel page serves, for a handler that needs who it is. */
export function panelAdmin(request: FastifyRequest): AuthUser {
  if (request.user?.role !== 'super_admin') throw new NotFound();
  return request.user;
}
