import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { NotFound } from '../../platform/errors.ts';
import { superAdminPage } from '../admin/index.ts';
import { AD_FRAME_POLICY, adFrameDocument } from './ad-frame.ts';
import { createAdvertisement, deleteAdvertisement, setAdvertisementEnabled, updateAdvertisement } from './advertisements.commands.ts';
import { panelAdvertisements, presentAdminAdvertisement, shownAdvertisement } from './advertisements.queries.ts';

/** Per super admin: an afternoon of editing, not a script. */
const EDITS = { max: 60, windowMs: 60_000 };

const FrameParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const FrameQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 20 })) });

export default async function advertisementsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const edits = { config: app.limited('advertisementEdits', EDITS) };

  api.get('/admin-panel/advertisements', { onRequest: superAdminPage }, async (request, reply) => {
    return reply.page('Admin/Advertisements', { ads: await panelAdvertisements(app.db) }, { meta: { title: request.t('admin.sections.advertisements'), noindex: true } });
  });

  serveCall(app, calls.advertisements.create, edits, async (request) => presentAdminAdvertisement(await createAdvertisement(app.db, request.user.id, request.body)));

  serveCall(app, calls.advertisements.update, edits, async (request) =>
    presentAdminAdvertisement(await updateAdvertisement(app.db, request.user.id, request.params.id, request.body)),
  );

  serveCall(app, calls.advertisements.setEnabled, edits, async (request) =>
    presentAdminAdvertisement(await setAdvertisementEnabled(app.db, request.user.id, request.params.id, request.body.enabled)),
  );

  serveCall(app, calls.advertisements.remove, edits, async (request, reply) => {
    await deleteAdvertisement(app.db, request.user.id, request.params.id);
    return reply.code(204).send();
  });

  api.get('/advertisements/:id/frame', { schema: { params: FrameParams, querystring: FrameQuery } }, async (request, reply) => {
    const ad = await shownAdvertisement(app.site, app.db, request.params.id);
    if (!ad) throw new NotFound();
    // Its origin is opaque (sandboxed), so it cannot be origin-keyed: asking makes Chromium warn on every page.
    reply.removeHeader('origin-agent-cluster');
    return reply
      .header('content-security-policy', AD_FRAME_POLICY)
      .header('cache-control', 'public, max-age=300')
      .type('text/html; charset=utf-8')
      .send(adFrameDocument(ad));
  });
}
