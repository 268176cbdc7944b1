// A process without the web role answers probes only; its other work (sockets, jobs) is not HTTP.
import type { onRequestHookHandler } from 'fastify';
import { isProbe } from '../lib/static-paths.ts';

export const answerOnlyProbes: onRequestHookHandler = async (request, reply) => {
  if (!isProbe(request.url)) return reply.code(404).send({ message: request.t('errors.notFound') });
};
