import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { hideByType, ignoreSubsite, unhideByType, unignoreSubsite } from './ignores.commands.ts';

/** Per user and route: a minute's 60 still stops a script filling the tables. */
const IGNORES = { max: 60, windowMs: 60_000 };

export default async function ignoresRoutes(app: FastifyInstance) {
  const config = app.limited('ignores', IGNORES);

  serveCall(app, calls.ignores.ignore, { config }, async (request) => ignoreSubsite(app.db, request.user.id, request.params.id));

  serveCall(app, calls.ignores.unignore, { config }, async (request) => unignoreSubsite(app.db, request.user.id, request.params.id));

  serveCall(app, calls.ignores.hide, { config }, async (request) => hideByType(app.db, request.user, request.params.id, request.body.type));

  serveCall(app, calls.ignores.unhide, { config }, async (request) => unhideByType(app.db, request.user, request.params.id, request.body.type));
}
