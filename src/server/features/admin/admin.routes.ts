/** The control panel's overview, `/admin-panel`; each section registers its own screens. */
import type { FastifyInstance } from 'fastify';
import { superAdminPage } from './admin.access.ts';

export default async function adminRoutes(app: FastifyInstance) {
  app.get('/admin-panel', { onRequest: superAdminPage }, async (request, reply) => {
    return reply.page('Admin/Dashboard', {}, { meta: { title: request.t('admin.title'), noindex: true } });
  });
}
