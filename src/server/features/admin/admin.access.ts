/**
 * Who may use the control panel: super admins only. Its pages answer 404 to everyone else,
 * guests included, so the panel's addresses tell an outsider nothing; its calls are guarded
 * by their declaration (`superAdmin: true`, see platform/calls.ts) and answer 401 or 403.
 */
import type { FastifyRequest } from 'fastify';
import { NotFound } from '../../platform/errors.ts';

/** onRequest hook of every control-panel page. */
export async function superAdminPage(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'super_admin') throw new NotFound();
}
