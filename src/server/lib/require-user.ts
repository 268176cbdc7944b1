import type { FastifyRequest } from 'fastify';
import { Forbidden, Unauthenticated } from '../platform/errors.ts';

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new Unauthenticated();
}

export async function requireSuperAdmin(request: FastifyRequest): Promise<void> {
  if (request.user?.role !== 'super_admin') throw new Forbidden();
}
