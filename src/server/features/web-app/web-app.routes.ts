/**
 * The installable app (docs/adr/0068-installable-app-and-offline-reading.md): its manifest and
 * icons, the service worker, and the page shown offline in place of one that was not kept.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { APP_ICONS_PREFIX, MANIFEST_PATH, OFFLINE_PATH, SERVICE_WORKER_PATH } from '../../../shared/web-app.ts';
import { NotFound } from '../../platform/errors.ts';
import type { PageRenderer } from '../../plugins/inertia.ts';
import { appIconByPath, appIconPng } from './app-icons.ts';
import { webAppManifest } from './manifest.ts';

export interface WebAppRoutesOptions {
  serviceWorker: PageRenderer['serviceWorker'];
}

/** Drawn from the mark in public/, which changes only with a new release. */
const ICON_CACHE = 'public, max-age=86400';

export default async function webAppRoutes(app: FastifyInstance, { serviceWorker }: WebAppRoutesOptions) {
  // Made from the settings on each request, so a renamed site reaches browsers at their next check.
  app.get(MANIFEST_PATH, async (_request, reply) => {
    const manifest = webAppManifest(await app.site.settings.get());
    return reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(manifest);
  });

  app.get(`${APP_ICONS_PREFIX}:file`, { schema: { params: Type.Object({ file: Type.String({ maxLength: 64 }) }) } }, async (request, reply) => {
    const icon = appIconByPath(APP_ICONS_PREFIX + (request.params as { file: string }).file);
    if (!icon) throw new NotFound();
    return reply.type('image/png').header('cache-control', ICON_CACHE).send(await appIconPng(icon));
  });

  app.get(OFFLINE_PATH, async (request, reply) => reply.page('Offline', {}, { meta: { title: request.t('offline.page.title'), noindex: true } }));

  // The browser checks the worker on navigations; a stale copy in a cache between would hold back a release.
  app.get(SERVICE_WORKER_PATH, async (_request, reply) => {
    if (!serviceWorker) throw new NotFound();
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(await serviceWorker());
  });
}
