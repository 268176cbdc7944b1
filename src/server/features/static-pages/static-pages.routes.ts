// `pages` is a reserved word for blogs and communities, so no `/{owner}` route can shadow `/pages/{slug}`.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import { STATIC_PAGE_LIMITS } from '../../../shared/static-pages.ts';
import { serveCall } from '../../platform/calls.ts';
import { NotFound } from '../../platform/errors.ts';
import { superAdminPage } from '../admin/index.ts';
import { createStaticPage, deleteStaticPage, saveFooterScripts, updateStaticPage } from './static-pages.commands.ts';
import { findStaticPage, panelStaticPages, presentAdminStaticPage } from './static-pages.queries.ts';

/** Per super admin: an afternoon of editing, not a script. */
const EDITS = { max: 60, windowMs: 60_000 };

const SlugParams = Type.Object({ slug: Type.String({ maxLength: STATIC_PAGE_LIMITS.slug }) });

export default async function staticPagesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const edits = { config: app.limited('staticPageEdits', EDITS) };

  // Cached for guests under the site tag alone: every change to a page is a panel action, which drops them all.
  api.get('/pages/:slug', { schema: { params: SlugParams }, config: { guestCache: { tags: [] } } }, async (request, reply) => {
    const page = await findStaticPage(app.db, request.params.slug);
    if (!page) throw new NotFound();
    return reply.page('Page', { page }, { meta: { title: page.title, ...(page.description ? { description: page.description } : {}) }, scripts: page.scripts });
  });

  api.get('/admin-panel/pages', { onRequest: superAdminPage }, async (request, reply) => {
    const [pages, settings] = await Promise.all([panelStaticPages(app.db), app.site.settings.get()]);
    return reply.page('Admin/Pages', { pages, footer_scripts: settings.footerScripts }, { meta: { title: request.t('admin.sections.pages'), noindex: true } });
  });

  serveCall(app, calls.staticPages.create, edits, async (request) => presentAdminStaticPage(await createStaticPage(app.db, request.user.id, request.body)));

  serveCall(app, calls.staticPages.update, edits, async (request) => presentAdminStaticPage(await updateStaticPage(app.db, request.user.id, request.params.id, request.body)));

  serveCall(app, calls.staticPages.remove, edits, async (request, reply) => {
    await deleteStaticPage(app.db, request.user.id, request.params.id);
    return reply.code(204).send();
  });

  serveCall(app, calls.staticPages.saveFooterScripts, edits, async (request, reply) => {
    await saveFooterScripts(app.db, request.user.id, request.body.footer_scripts);
    return reply.code(204).send();
  });
}
