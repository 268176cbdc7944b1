import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { createApiToken, revokeApiToken } from './api-tokens.commands.ts';
import { apiTokenOverview } from './api-tokens.overview.ts';
import { presentApiToken } from './api-tokens.presenter.ts';

/** Per member: making and revoking tokens by hand. */
const TOKEN_CHANGES = { max: 30, windowMs: 60 * 60_000 };

export default async function apiTokensRoutes(app: FastifyInstance) {
  const changes = { config: app.limited('apiTokenChanges', TOKEN_CHANGES) };

  serveCall(app, calls.apiTokens.list, async (request) => apiTokenOverview(app.db, request.user));

  serveCall(app, calls.apiTokens.create, changes, async (request) => {
    const { name, scopes, expires_in_days: expiresInDays } = request.body;
    const { token, row } = await createApiToken(app.db, request.user, { name, scopes, expiresInDays });
    return { token, api_token: presentApiToken(row) };
  });

  serveCall(app, calls.apiTokens.revoke, changes, async (request, reply) => {
    await revokeApiToken(app.db, request.user, request.params.id);
    return reply.code(204).send();
  });
}
