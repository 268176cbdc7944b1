// A process without the web role answers probes only; its other work (sockets, jobs) is not HTTP.
import type { onRequestHookHandler } from 'fastify';

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

export const answerOnlyProbes: onRequestHookHandler = async (request, reply) => {
  if (!PROBES.has(request.url.split('?')[0]!)) return reply.code(404).send({ message: request.t('errors.notFound') });
};
