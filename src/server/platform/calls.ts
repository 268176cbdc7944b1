/**
 * Serves a call declared in shared/api: Fastify validates its params, query and body and
 * serializes its answer with the declaration's schemas, guests are refused before anything
 * else when the call is for signed-in users, and the declaration rides along in the route's
 * config, where the API document (plugins/openapi.ts) reads it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { AnswerOf, Call } from '../../shared/api/call.ts';
import { requireSuperAdmin, requireUser } from '../lib/require-user.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by serveCall: the declaration this route serves. */
    call?: Call;
  }
}

type Input<S> = S extends TSchema ? Static<S> : unknown;

/** What the handler's request carries once Fastify has validated it. */
export interface CallRequest<C extends Call> {
  Params: Input<C['params']>;
  Querystring: Input<C['query']>;
  Body: Input<C['body']>;
}

/** Answers the declared shape, or sends something else itself (a redirect, a 204, an error shape). */
export type CallHandler<C extends Call> = (request: FastifyRequest<CallRequest<C>>, reply: FastifyReply) => Promise<AnswerOf<C> | FastifyReply>;

/** Per-route options that are not the call's contract: hooks, rate limits, body limits. */
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
