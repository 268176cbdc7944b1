// Only routes whose config carries a call declaration (serveCall) are documented. Registered before
// the features, so the document sees their routes as they are added.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
// Its types add `rateLimit` to the route config, which tells which calls can answer 429.
import type {} from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Type, type TSchema } from 'typebox';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type Call } from '../../shared/api/call.ts';
import { Problem } from '../../shared/api/problem.ts';
import { scopeOf, type ApiScope } from '../../shared/api-scopes.ts';
import { API_TOKEN_PREFIX } from '../kernel/api-tokens.ts';
import { SESSION_COOKIE } from '../kernel/sessions.ts';

export const API_DOCS_PREFIX = '/api/docs';

/** The UI page has no inline code, so it keeps a policy allowing nothing but this origin. */
const DOCS_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

const InvalidInput = Type.Object({ message: Type.String(), errors: Type.Record(Type.String(), Type.Array(Type.String())) });

const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.Optional(
    Type.String({
      pattern: IDEMPOTENCY_KEY_PATTERN.source,
      description: 'Names this request: a retry with the same key (and body) within a day answers the first answer, marked Idempotent-Replayed; another body answers 422',
    }),
  ),
});

const answer = (description: string, schema: TSchema = Problem) => ({ ...schema, description });

const ERRORS = {
  401: answer('Not signed in, or the API token is wrong, revoked or expired (WWW-Authenticate: Bearer error="invalid_token")'),
  404: answer('No such thing, or one the viewer may not see'),
  413: answer('The body or file is too large'),
  419: answer('Missing or stale X-XSRF-TOKEN'),
  422: answer('Invalid input: texts per field', InvalidInput),
  409: answer('A request with this Idempotency-Key is still running; retry after Retry-After seconds'),
  429: { ...answer('Too many requests'), headers: { 'Retry-After': Type.Integer({ description: 'Seconds to wait' }) } },
};

/** Either the browser's cookie session (with the XSRF echo on writes) or, where a scope allows, a personal API token. */
function security(call: Call, scope: ApiScope | null) {
  const cookie = { ...((call.signedIn || call.superAdmin) && { session: [] }), ...(call.method !== 'GET' && { xsrf: [] }) };
  const ways = [cookie, ...(scope ? [{ bearer: [] }] : [])];
  return ways.length === 1 && Object.keys(cookie).length === 0 ? [] : ways;
}

function scopeNote(scope: ApiScope | null): string {
  return scope ? `With an API token: needs the \`${scope}\` scope.` : 'Not available with an API token: only a signed-in browser session may make this call.';
}

function errorsOf(call: Call, route: RouteOptions, scope: ApiScope | null) {
  const input = call.params || call.query || call.body || call.upload;
  return {
    ...((call.signedIn || call.superAdmin || scope) && { 401: ERRORS[401] }),
    ...(scope && { 403: answer(`The API token lacks the ${scope} scope`) }),
    ...(call.superAdmin && { 403: answer('Only super admins may') }),
    ...(call.params && { 404: ERRORS[404] }),
    ...((call.body || call.upload) && { 413: ERRORS[413] }),
    ...(call.method !== 'GET' && { 419: ERRORS[419] }),
    ...(input && { 422: ERRORS[422] }),
    ...(call.idempotent && { 409: ERRORS[409] }),
    ...(route.config?.rateLimit && { 429: ERRORS[429] }),
    ...Object.fromEntries(Object.entries(call.errors ?? {}).map(([status, schema]) => [status, answer('Refused', schema)])),
  };
}

export function documentCall(call: Call, route: RouteOptions) {
  const scope = scopeOf(call);
  return {
    operationId: `${call.feature}.${call.name}`,
    summary: call.summary,
    description: scopeNote(scope),
    'x-pero-scope': scope,
    tags: [call.feature],
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(call.idempotent && { headers: IdempotencyHeaders }),
    ...(call.body && { body: call.body }),
    ...(call.upload && { body: call.upload, consumes: ['multipart/form-data'] }),
    security: security(call, scope),
    response: {
      ...(call.answer ? { 200: answer('Done', call.answer) } : { 204: { type: 'null', description: 'Done, no content' } }),
      ...errorsOf(call, route, scope),
    },
  };
}

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Pero JSON API', version: '1' },
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: `${API_TOKEN_PREFIX}…`,
              description: 'A personal API token made in the settings; each call names the scope it needs (x-pero-scope). No XSRF header is needed, and a cookie sent beside it is ignored',
            },
            session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by /login and /register' },
            xsrf: {
              type: 'apiKey',
              in: 'header',
              name: 'X-XSRF-TOKEN',
              description: 'State-changing calls echo the XSRF-TOKEN cookie (set on any answer) in this header',
            },
          },
        },
      },
      transform: ({ route, url }) => ({ url, schema: route.config?.call ? documentCall(route.config.call, route) : { hide: true } }),
    });
    await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: DOCS_CSP });
  },
  { name: 'openapi' },
);
