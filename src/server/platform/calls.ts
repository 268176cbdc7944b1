import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { AnswerOf, Call } from '../../shared/api/call.ts';
import type { AuthUser } from '../kernel/sessions.ts';
import { requireSuperAdmin, requireUser } from '../lib/require-user.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    call?: Call;
  }
}

type Input<S> = S extends TSchema ? Static<S> : unknown;

export interface CallRequest<C extends Call> {
  Params: Input<C['params']>;
  Querystring: Input<C['query']>;
  Body: Input<C['body']>;
}

/** What the call's guards (below) leave in request.user: a member once a guest has been answered 401. */
type CallUser<C extends Call> = C['signedIn'] extends true ? AuthUser : C['superAdmin'] extends true ? AuthUser : AuthUser | null;

export type CallRequestOf<C extends Call> = FastifyRequest<CallRequest<C>> & { user: CallUser<C> };

/** Answers the declared shape, or sends something else itself (a redirect, a 204, an error shape). */
export type CallHandler<C extends Call> = (request: CallRequestOf<C>, reply: FastifyReply) => Promise<AnswerOf<C> | FastifyReply>;

export type CallOptions = Omit<RouteShorthandOptions, 'schema'>;

export function serveCall<C extends Call>(app: FastifyInstance, call: C, handler: NoInfer<CallHandler<C>>): void;
export function serveCall<C extends Call>(app: FastifyInstance, call: C, options: CallOptions, handler: NoInfer<CallHandler<C>>): void;
export function serveCall<C extends Call>(app: FastifyInstance, call: C, ...rest: [CallHandler<C>] | [CallOptions, CallHandler<C>]): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const onRequest = [options.onRequest ?? []].flat();
  app.route({
    ...options,
    method: call.method,
    url: call.path,
    onRequest: [...guards(call), ...onRequest],
    config: { ...options.config, call, ...(call.idempotent && { idempotent: true }) },
    schema: validation(call),
    handler: handler as RouteHandlerMethod,
  });
}

function guards(call: Call) {
  if (call.superAdmin) return [requireUser, requireSuperAdmin];
  return call.signedIn ? [requireUser] : [];
}

function validation(call: Call): FastifySchema {
  return {
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(call.body && { body: call.body }),
    ...(call.answer && { response: { 200: call.answer } }),
  };
}
