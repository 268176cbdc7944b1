import { Type } from 'typebox';
import { STATIC_PAGE_LIMITS } from '../static-pages.ts';
import { defineCalls } from './call.ts';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const StaticPageInput = Type.Object({
  title: Type.String({ maxLength: STATIC_PAGE_LIMITS.title }),
  description: Type.String({ maxLength: STATIC_PAGE_LIMITS.description }),
  slug: Type.String({ maxLength: STATIC_PAGE_LIMITS.slug }),
  body: Type.String({ maxLength: STATIC_PAGE_LIMITS.body }),
  scripts: Type.String({ maxLength: STATIC_PAGE_LIMITS.scripts }),
  in_footer: Type.Boolean(),
  sort_order: Type.Integer({ minimum: -STATIC_PAGE_LIMITS.sortOrder, maximum: STATIC_PAGE_LIMITS.sortOrder }),
});

const AdminStaticPage = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  url: Type.String(),
  title: Type.String(),
  description: Type.String(),
  body: Type.String(),
  scripts: Type.String(),
  in_footer: Type.Boolean(),
  sort_order: Type.Integer(),
});

export const staticPages = defineCalls('staticPages', {
  create: {
    method: 'POST',
    path: '/admin-panel/pages',
    summary: 'A super admin adds a static page',
    superAdmin: true,
    body: StaticPageInput,
    answer: AdminStaticPage,
  },
  update: {
    method: 'POST',
    path: '/admin-panel/pages/:id',
    summary: 'A super admin rewrites a static page',
    superAdmin: true,
    params: IdParams,
    body: StaticPageInput,
    answer: AdminStaticPage,
  },
  remove: {
    method: 'DELETE',
    path: '/admin-panel/pages/:id',
    summary: 'A super admin deletes a static page',
    superAdmin: true,
    params: IdParams,
  },
  saveFooterScripts: {
    method: 'POST',
    path: '/admin-panel/footer-scripts',
    summary: 'A super admin sets the scripts every page runs at its end (a visitor counter)',
    superAdmin: true,
    body: Type.Object({ footer_scripts: Type.String({ maxLength: STATIC_PAGE_LIMITS.footerScripts }) }),
  },
});
