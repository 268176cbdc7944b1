// The panel's pages answer 404 to everyone else, guests included, so its addresses tell an outsider nothing.
import type { FastifyRequest } from 'fastify';
import { NotFound } from '../../platform/errors.ts';

export async function superAdminPage(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'super_admin') throw new NotFound();
}
