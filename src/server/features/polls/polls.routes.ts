import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { closePoll, pollForViewer, vote } from './polls.commands.ts';

/** Per member: changing one's mind a few times a poll, over a page of polls, is far below this. */
const VOTES = { max: 60, windowMs: 60_000 };
/** The refresh a voter's open post makes after a push, plus reloads. */
const READS = { max: 120, windowMs: 60_000 };

export default async function pollsRoutes(app: FastifyInstance) {
  serveCall(app, calls.polls.show, { config: app.limited('pollReads', READS) }, async (request) => pollForViewer(app.db, request.user, request.params.id));

  serveCall(app, calls.polls.vote, { config: app.limited('pollVotes', VOTES) }, async (request) => {
    return vote(app.db, request.user, request.params.id, request.body.options);
  });

  serveCall(app, calls.polls.close, { config: app.limited('pollVotes', VOTES) }, async (request) => closePoll(app.db, request.user, request.params.id));
}
