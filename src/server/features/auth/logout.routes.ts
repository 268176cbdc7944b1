// The account menu and the confirmation page post a plain form (answered with a redirect home), scripts post JSON.
// `GET /logout` only asks: a bare GET must never sign anyone out, or any page could do it with an <img src="/logout">.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { revokeSession } from '../../kernel/sessions.ts';

export default async function logoutRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/logout', async (request, reply) => {
    if (!request.user) return reply.redirect('/', 303);
    return reply.page('Auth/Logout', { csrf_token: request.csrfToken }, { meta: { title: request.t('auth.logout.title') } });
  });

  serveCall(app, calls.auth.logout, async (request, reply) => {
    if (request.user) await revokeSession(app.db, request.user.sessionTokenHash);
    reply.clearSessionCookie();
    const fromForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
    if (request.isInertia || fromForm) return reply.redirect('/', 303);
    return { status: 'success' as const };
  });
}
