import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { superAdminPage } from '../admin/index.ts';
import { receiveImage, MEDIA_LIMITS } from '../media/index.ts';
import { addIcon, addReaction, addReason, changeIcon, changeReaction, changeReason, orderIcons, orderReactions, orderReasons } from './admin-assets.commands.ts';
import { panelIcons, panelReactions, panelReasons } from './admin-assets.queries.ts';

/** Per admin: an afternoon of rearranging is a few dozen changes a minute, not hundreds. */
const CHANGES = { max: 60, windowMs: 60_000 };
/** Each upload decodes and re-encodes an image. */
const UPLOADS = { max: 30, windowMs: 5 * 60_000 };

export default async function adminAssetsRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MEDIA_LIMITS.imageBytes + 1, files: 1, fields: 5, parts: 6 } });
  const changes = { config: app.limited('adminAssets', CHANGES) };
  const uploads = { config: app.limited('adminAssetUploads', UPLOADS) };
  const { db, storage } = app;
  const { dataDir, mediaBase } = app.config;
  const reactions = async () => ({ data: await panelReactions(db, mediaBase) });
  const icons = async () => ({ data: await panelIcons(db) });
  const reasons = async () => ({ data: await panelReasons(db) });

  app.get('/admin-panel/assets', { onRequest: superAdminPage }, async (request, reply) => {
    const [reactionList, iconList, reasonList] = await Promise.all([panelReactions(db, mediaBase), panelIcons(db), panelReasons(db)]);
    return reply.page('Admin/Assets', { reactions: reactionList, icons: iconList, reasons: reasonList }, { meta: { title: request.t('admin.sections.assets'), noindex: true } });
  });

  serveCall(app, calls.adminAssets.addReaction, uploads, async (request) => {
    await addReaction(db, storage, request.user.id, await receiveImage(request, dataDir));
    return reactions();
  });
  serveCall(app, calls.adminAssets.orderReactions, changes, async (request) => {
    await orderReactions(db, request.user.id, request.body.ids);
    return reactions();
  });
  serveCall(app, calls.adminAssets.changeReaction, changes, async (request) => {
    await changeReaction(db, request.user.id, request.params.id, request.body);
    return reactions();
  });

  serveCall(app, calls.adminAssets.addIcon, uploads, async (request) => {
    await addIcon(db, storage, request.user.id, await receiveImage(request, dataDir));
    return icons();
  });
  serveCall(app, calls.adminAssets.orderIcons, changes, async (request) => {
    await orderIcons(db, request.user.id, request.body.ids);
    return icons();
  });
  serveCall(app, calls.adminAssets.changeIcon, changes, async (request) => {
    await changeIcon(db, request.user.id, request.params.id, request.body);
    return icons();
  });

  serveCall(app, calls.adminAssets.addReason, changes, async (request) => {
    await addReason(db, request.user.id, { name: request.body.name, nameEn: request.body.name_en });
    return reasons();
  });
  serveCall(app, calls.adminAssets.orderReasons, changes, async (request) => {
    await orderReasons(db, request.user.id, request.body.ids);
    return reasons();
  });
  serveCall(app, calls.adminAssets.changeReason, changes, async (request) => {
    const { name, name_en: nameEn, enabled } = request.body;
    await changeReason(db, request.user.id, request.params.id, { name, nameEn, enabled });
    return reasons();
  });
}
