import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { superAdminPage } from '../admin/index.ts';
import { createInvitation, listInvitations, revokeInvitation } from './invitations.ts';
import { presentAdminSettings, saveAdminSettings } from './site-settings.admin.ts';

const SAVES = { max: 30, windowMs: 60_000 };
const INVITATION_CHANGES = { max: 60, windowMs: 60_000 };

export default async function siteSettingsRoutes(app: FastifyInstance) {
  app.get('/admin-panel/settings', { onRequest: superAdminPage }, async (request, reply) => {
    const settings = await presentAdminSettings(app.db, await app.site.settings.get());
    const invitations = await listInvitations(app.db, app.config.appUrl);
    return reply.page('Admin/Settings', { settings, invitations }, { meta: { title: request.t('admin.sections.settings'), noindex: true } });
  });

  serveCall(app, calls.adminSettings.save, { config: app.limited('adminSettings', SAVES) }, async (request) => {
    const saved = await saveAdminSettings(app.db, request.user.id, request.body, await app.site.settings.get());
    // This process shows the change at once; the admin.acted event reaches the others.
    if (saved.changed.length > 0) app.site.settings.invalidate();
    return { settings: await presentAdminSettings(app.db, saved.settings), changed: saved.changed };
  });

  const invitationLimit = { config: app.limited('adminInvitations', INVITATION_CHANGES) };
  serveCall(app, calls.adminInvitations.create, invitationLimit, (request) =>
    createInvitation(app.db, request.user.id, request.body.expiresInDays, app.config.appUrl),
  );
  serveCall(app, calls.adminInvitations.revoke, invitationLimit, (request) =>
    revokeInvitation(app.db, request.user.id, request.params.id, app.config.appUrl),
  );
}
