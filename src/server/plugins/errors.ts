import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { message, renderFieldMessages, renderMessage, type FieldMessages, type Message } from '../../shared/i18n/messages.ts';
import { DomainError, Invalid, ReadOnly, Unavailable } from '../platform/errors.ts';
import { isDatabaseReadOnly, isDatabaseUnavailable } from '../db/driver-errors.ts';

interface AjvIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.isInertia) return true;
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

export function schemaFieldMessages(issues: AjvIssue[]): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = issue.keyword === 'required' ? String(issue.params.missingProperty) : '';
    const field = [base, missing].filter(Boolean).join('.') || '_';
    const limit = issue.params.limit as number;
    let problem: Message;
    if (issue.keyword === 'required' || (issue.keyword === 'minLength' && limit === 1)) problem = message('validation.required');
    else if (issue.keyword === 'maxLength') problem = message('validation.tooLong', { max: limit });
    else if (issue.keyword === 'minLength') problem = message('validation.tooShort', { min: limit });
    else if (issue.keyword === 'maxItems') problem = message('validation.tooManyItems', { max: limit });
    else problem = message('validation.invalid');
    (fields[field] ??= []).push(problem);
  }
  for (const [field, problems] of Object.entries(fields)) fields[field] = oneEach(problems);
  return fields;
}

/** A value failing a union fails each branch too: keep the telling messages once each, "invalid" only when nothing says more. */
function oneEach(problems: Message[]): Message[] {
  const telling = problems.filter((problem) => problem.code !== 'validation.invalid');
  const kept = telling.length > 0 ? telling : problems.slice(0, 1);
  return kept.filter((problem, index) => kept.findIndex((other) => JSON.stringify(other) === JSON.stringify(problem)) === index);
}

export default fp(
  async (app) => {
    app.setNotFoundHandler(async (request, reply) => {
      if (wantsPage(request)) return notFoundPage(request, reply);
      return reply.code(404).send({ message: request.t('errors.notFound') });
    });

    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const t = request.t;

      if (error.validation) {
        const errors = renderFieldMessages(t, schemaFieldMessages(error.validation as AjvIssue[]));
        return reply.code(422).send({ message: t('errors.invalidInput'), errors });
      }
      if (error instanceof Unavailable || isDatabaseUnavailable(error)) return unavailable(error, request, reply);
      if (isDatabaseReadOnly(error)) return refused(new ReadOnly(), request, reply);
      if (error instanceof Invalid) {
        return reply.code(422).send({ message: renderMessage(t, error), errors: renderFieldMessages(t, error.fields) });
      }
      if (error instanceof DomainError) {
        if (error.kind === 'notFound' && wantsPage(request)) return notFoundPage(request, reply);
        return refused(error, request, reply);
      }

      const status = error.statusCode ?? 500;
      if (status === 413) return reply.code(413).send({ message: t('errors.tooLarge') });
      if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });

      request.log.error({ err: error }, 'request failed');
      if (wantsPage(request) && !reply.sent) {
        try {
          return await reply.page('Error/500', {}, { status: 500, meta: { title: t('errors.serverError'), noindex: true } });
        } catch (renderError) {
          request.log.error({ err: renderError }, 'error page failed to render');
        }
      }
      return reply.code(500).send({ message: t('errors.internal') });
    });
  },
  { name: 'errors', dependencies: ['inertia'] },
);

function notFoundPage(request: FastifyRequest, reply: FastifyReply) {
  const t = request.t;
  return reply.page('Error/404', {}, { status: 404, meta: { title: t('errors.notFound'), noindex: true } });
}

function refused(error: DomainError, request: FastifyRequest, reply: FastifyReply) {
  return reply.code(error.status).headers(error.headers).send({ message: renderMessage(request.t, error) });
}

/**
 * 503 with Retry-After, so clients and balancers retry. The page needs no database (settings are
 * served stale) unless the settings were never read; then the answer falls back to JSON.
 */
async function unavailable(cause: unknown, request: FastifyRequest, reply: FastifyReply) {
  const error = new Unavailable();
  request.log.warn({ err: cause }, 'database unavailable');
  reply.headers(error.headers);
  if (wantsPage(request) && !reply.sent) {
    try {
      return await reply.page('Error/503', {}, { status: 503, meta: { title: request.t('errors.unavailableTitle'), noindex: true } });
    } catch (renderError) {
      request.log.warn({ err: renderError }, 'unavailable page failed to render');
    }
  }
  return reply.code(503).send({ message: renderMessage(request.t, error) });
}
