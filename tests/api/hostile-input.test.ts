/**
 * Every registered route, walked with hostile values in each path parameter, query field,
 * body field and a few headers, as a guest and signed in: nothing answers 5xx. Routes are
 * collected as the app registers them, so a new route is walked without touching this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildTestApp } from '../support/app.ts';
import { RELAXED_AUTH_LIMITS } from '../support/auth.ts';
import { createUser } from '../support/factories.ts';
import { guestHeaders, sessionHeaders } from '../support/session.ts';

const RELAXED = { max: 1_000_000, windowMs: 60_000 };

/** Raw URL pieces that reach the route: sizes, a path out of its folder, numbers out of range. */
const URL_VALUES = ['x'.repeat(4000), '..%2F..%2Fetc%2Fpasswd', '-1', '99999999999999999999999'];

/**
 * Raw URL pieces that are not text: NUL, bytes that are not UTF-8, cut-off escapes. The app
 * refuses them for the whole request before a route reads anything (the tests below show it
 * in the path and the query), so each route meets them once in a parameter and once in the
 * query, not in every field.
 */
const NOT_TEXT = ['%00', 'a%00b', '%ED%A0%80', '%E0%A4%A', '%FF', '%'];

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** Deep enough to overflow a recursive walker's stack if sent as a whole body. */
const DEEP_BODY = nested(100_000);

/** Body values: invalid text, wrong types, sizes and shapes. */
const BODY_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'a\uDC00b',
  '%00',
  '%E0%A4%A',
  'x'.repeat(200_000),
  -1,
  1e308,
  true,
  null,
  ['a', 'b'],
  { a: '\u0000' },
  JSON.parse(nested(1000)),
  [{ type: 'paragraph', data: { text: 'a\u0000b' } }],
  [{ type: 'paragraph', data: { text: '\uD800' } }],
];

/** Headers whose values the app reads. */
const HEADER_VALUES: Array<Record<string, string>> = [
  { 'accept-language': 'x'.repeat(4000) },
  { cookie: 'pero_session=%00; XSRF-TOKEN=%E0%A4%A' },
  { cookie: 'pero_session=%ED%A0%80' },
  { 'x-forwarded-for': '\u0000' },
  { 'x-xsrf-token': '%00' },
  { 'x-inertia': 'true', 'x-inertia-version': '%00' },
  { 'content-type': 'multipart/form-data' },
  { 'content-type': 'application/json; charset=%00' },
];

const routes: RouteOptions[] = [];
let app: FastifyInstance;
let userId: number;
let signedIn: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({
    onRoute: (route) => routes.push(route),
    rateLimits: { ...RELAXED_AUTH_LIMITS, linkPreview: RELAXED, tagSearch: RELAXED, uploadByUrl: RELAXED, postSaves: RELAXED, uploads: RELAXED },
  });
  userId = (await createUser(app)).id;
});
afterAll(() => app.close());

interface SchemaLike {
  properties?: Record<string, SchemaLike>;
  type?: string | string[];
}

/** A plausible value for a schema, so one hostile field is not refused for a missing neighbour. */
function plausible(schema: SchemaLike | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([key, value]) => [key, plausible(value)]));
  return 'text';
}

/** Every field of a body schema, nested ones included, as key paths. */
function fieldPaths(schema: SchemaLike | undefined, prefix: string[] = []): string[][] {
  return Object.entries(schema?.properties ?? {}).flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, [...prefix, key])]);
}

/** A copy of `base` with `value` at `path`. */
function withValue(base: unknown, [key, ...rest]: string[], value: unknown): object {
  const copy = { ...(base as Record<string, unknown>) };
  copy[key!] = rest.length === 0 ? value : withValue(copy[key!] ?? {}, rest, value);
  return copy;
}

const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** The route's URL with each parameter filled, `value` put in `param` (raw, already encoded). */
function fillPath(url: string, param?: string, value?: string): string {
  return url
    .replace(/:(\w+)(\([^)]*\))?/g, (_, name: string) => (name === param ? value! : '1'))
    .replace(/\*$/, param === '*' ? value! : 'x');
}

interface Probe {
  method: string;
  url: string;
  payload?: string | object;
  headers?: Record<string, string>;
}

/**
 * The probes of one method of a route. A route that turns the reader away (401, 403) does so
 * before it reads its input, so it is walked only with the hostile headers.
 */
function* requestsFor(route: RouteOptions, method: string, turnedAway: boolean): Generator<Probe> {
  const schema = route.schema as { querystring?: SchemaLike; body?: SchemaLike } | undefined;
  const params = [...paramNames(route.url), ...(route.url.endsWith('*') ? ['*'] : [])];
  const path = fillPath(route.url);
  const withBody = method !== 'GET' && method !== 'DELETE';

  for (const headers of HEADER_VALUES) yield { method, url: path, headers, ...(withBody ? { payload: 'x' } : {}) };
  if (turnedAway) return;

  for (const value of NOT_TEXT) {
    if (params.length > 0) yield { method, url: fillPath(route.url, params[0], value) };
    yield { method, url: `${path}?q=${value}` };
  }
  const queryFields = [...Object.keys(schema?.querystring?.properties ?? {}), 'page', 'q'];
  for (const value of URL_VALUES) {
    for (const param of params) yield { method, url: fillPath(route.url, param, value) };
    for (const field of queryFields) {
      yield { method, url: `${path}?${field}=${value}` };
      yield { method, url: `${path}?${field}[]=${value}&${field}=${value}` };
    }
  }
  if (!withBody) return;

  const bodyFields = fieldPaths(schema?.body);
  const base = plausible(schema?.body);
  yield { method, url: path, payload: DEEP_BODY, headers: { 'content-type': 'application/json' } };
  for (const value of BODY_VALUES) {
    for (const field of bodyFields) yield { method, url: path, payload: withValue(base, field, value) };
    yield { method, url: path, payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } };
    if (typeof value === 'string') {
      yield { method, url: path, payload: `a=${encodeURIComponent('x')}&b=${value}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    }
  }
}

/** Headers for each route's walk: fresh ones, since walking POST /logout ends a session. */
async function failures(headers: () => Promise<Record<string, string>>): Promise<string[]> {
  const found: string[] = [];
  const send = async (request: Probe, routeHeaders: Record<string, string>, accept = 'application/json') => {
    const res = await app.inject({ ...request, method: request.method as 'GET', headers: { accept, ...routeHeaders, ...request.headers } });
    if (res.statusCode >= 500) found.push(`${res.statusCode} ${request.method} ${request.url.slice(0, 120)} ${JSON.stringify(request.payload)?.slice(0, 80) ?? ''} ${JSON.stringify(request.headers ?? {})}`);
    return res.statusCode;
  };
  for (const route of routes) {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
    for (const method of methods) {
      const routeHeaders = await headers();
      const plain = await send({ method, url: fillPath(route.url), ...(method === 'GET' || method === 'DELETE' ? {} : { payload: plausible((route.schema as { body?: SchemaLike } | undefined)?.body) as object }) }, routeHeaders);
      for (const request of requestsFor(route, method, plain === 401 || plain === 403)) {
        const status = await send(request, routeHeaders);
        // Only a GET can be answered with a page (any other method answers JSON whatever it
        // accepts), and an error's page is the same whatever was sent: what is rendered from
        // the input is the page of a GET the route answered.
        if (method === 'GET' && status < 400) await send(request, routeHeaders, 'text/html');
      }
    }
  }
  return found;
}

describe('every route, walked with hostile input', () => {
  it('has routes to walk', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it('never answers 5xx to a guest', async () => {
    expect(await failures(async () => guestHeaders())).toEqual([]);
  }, 600_000);

  it('never answers 5xx to a signed-in user', async () => {
    expect(await failures(() => sessionHeaders(app, userId))).toEqual([]);
  }, 600_000);
});

describe('text that cannot be stored', () => {
  beforeAll(async () => {
    signedIn = await sessionHeaders(app, userId);
  });

  it('in a body field answers 422 naming the field, in the reader’s language', async () => {
    const res = await app.inject({ method: 'POST', url: '/login', headers: { accept: 'application/json', ...guestHeaders() }, payload: { email: 'a\u0000@b.ru', password: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Недопустимые символы в тексте', errors: { email: ['Недопустимые символы в тексте'] } });
  });

  it('deep in a post’s blocks answers 422 with the path to it', async () => {
    const blocks = [{ type: 'paragraph', data: { text: 'ok' } }, { type: 'paragraph', data: { text: 'half \uD800 pair' } }];
    const res = await app.inject({ method: 'POST', url: '/posts', headers: { accept: 'application/json', ...signedIn }, payload: { entry: { blocks } } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['entry.blocks.1.data.text']);
  });

  it('in the query answers 422, whether sent as NUL or as bytes that are not UTF-8', async () => {
    for (const q of ['a%00', '%E0%A4%A', '%ED%A0%80']) {
      const res = await app.inject({ url: `/tags/search?q=${q}`, headers: { accept: 'application/json', ...signedIn } });
      expect(res.statusCode, q).toBe(422);
      expect(Object.keys(res.json().errors), q).toEqual(['q']);
    }
  });

  it('in the path answers as a bad or missing address', async () => {
    for (const tag of ['a%00', '%ED%A0%80', '%E0%A4%A']) expect([400, 404], tag).toContain((await app.inject(`/tag/${tag}`)).statusCode);
  });

  it('leaves ordinary text alone, emoji and escapes included', async () => {
    const res = await app.inject({ url: `/tags/search?q=${encodeURIComponent('ёж 🦔 100%')}`, headers: { accept: 'application/json', ...signedIn } });
    expect(res.statusCode).toBe(200);
  });
});

describe('an upload without a multipart boundary', () => {
  beforeAll(async () => {
    signedIn = await sessionHeaders(app, userId);
  });

  it('answers 415 instead of failing to parse', async () => {
    const res = await app.inject({ method: 'POST', url: '/media', headers: { ...signedIn, accept: 'application/json', 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Файл должен прийти как multipart/form-data с границей частей (boundary)' });
    const editor = await app.inject({ method: 'POST', url: '/media/by-file', headers: { ...signedIn, 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(editor.statusCode).toBe(415);
    expect(editor.json()).toMatchObject({ success: 0 });
  });
});
