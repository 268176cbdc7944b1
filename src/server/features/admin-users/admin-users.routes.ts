import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import { ADMIN_USERS_LIMITS } from '../../../shared/api/admin-users.ts';
import { Cursor } from '../../../shared/api/posts.ts';
import { paginator, readPageRequest, runningTotal, wantsPageData } from '../../lib/paginator.ts';
import { isTimeKey } from '../../pipeline/cursor.ts';
import { serveCall } from '../../platform/calls.ts';
import { superAdminPage } from '../admin/index.ts';
import { deleteAccount, setOfficial, setRole, signOutEverywhere, verifyEmail } from './admin-users.commands.ts';
import { adminUserRows, userSkeleton } from './admin-users.queries.ts';

const PER_PAGE = 20;
/** Per super admin: a cleanup after a spam wave is many clicks, a script is more. */
const ACTIONS = { max: 60, windowMs: 60_000 };

const UsersQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: ADMIN_USERS_LIMITS.query })), cursor: Cursor });

export default async function adminUsersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const actions = { config: app.limited('adminUsers', ACTIONS) };

  api.get('/admin-panel/users', { onRequest: superAdminPage, schema: { querystring: UsersQuery } }, async (request, reply) => {
    const q = (request.query.q ?? '').trim();
    const page = readPageRequest(request.query.cursor, isTimeKey, PER_PAGE);
    const skeleton = await userSkeleton(app.db, q, page);
    const users = paginator(await adminUserRows(app.db, skeleton.ids), { skeleton, request: page, total: runningTotal(skeleton, page), path: '/admin-panel/users', query: q ? { q } : {} });
    if (wantsPageData(request)) return users;
    return reply.page('Admin/Users', { users, q }, { meta: { title: request.t('admin.sections.users'), noindex: true } });
  });

  serveCall(app, calls.adminUsers.setRole, actions, async (request) => ({
    role: await setRole(app.db, request.user, request.params.id, request.body.role),
  }));

  serveCall(app, calls.adminUsers.verifyEmail, actions, async (request, reply) => {
    await verifyEmail(app.db, request.user, request.params.id);
    return reply.code(204).send();
  });

  serveCall(app, calls.adminUsers.setOfficial, actions, async (request) => ({
    is_official: await setOfficial(app.db, request.user, request.params.id, request.body.is_official),
  }));

  serveCall(app, calls.adminUsers.signOut, actions, async (request) => ({
    ended: await signOutEverywhere(app.db, request.user, request.params.id),
  }));

  serveCall(app, calls.adminUsers.destroy, actions, async (request, reply) => {
    await deleteAccount(app.db, app.jobs, request.user, request.params.id, request.body.content);
    return reply.code(204).send();
  });
}
