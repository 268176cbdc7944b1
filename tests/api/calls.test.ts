/** The JSON API is exactly the declared calls: served from their declarations and documented from them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { allCalls, calls } from '../../src/shared/api/index.ts';
import type { Call } from '../../src/shared/api/call.ts';
import { buildTestApp } from '../support/app.ts';
import { guestHeaders } from '../support/session.ts';
import { slugProblem } from '../../src/shared/slugs.ts';

/** Routes that answer pages, follow links or serve files: everything else must be a declared call. */
const NOT_CALLS = [
  'GET /',
  'GET /:owner',
  'GET /:owner/:idSlug(^\\d+.*)',
  'GET /:owner/comments',
  'GET /:owner/comments/new',
  'GET /:owner/drafts',
  'GET /:owner/modlog',
  'GET /:owner/month',
  'GET /:owner/new',
  'GET /:owner/notifications',
  'GET /:owner/popular',
  'GET /:owner/settings',
  'GET /:owner/settings/:page',
  'GET /:owner/year',
  'GET /account',
  'GET /admin-panel',
  'GET /admin-panel/advertisements',
  'GET /admin-panel/assets',
  'GET /admin-panel/content',
  'GET /admin-panel/imports',
  'GET /admin-panel/log',
  'GET /admin-panel/operations',
  'GET /admin-panel/operations/backup',
  'GET /admin-panel/pages',
  'GET /admin-panel/settings',
  'GET /admin-panel/users',
  'GET /admin-panel/webhooks',
  'GET /advertisements/:id/frame',
  // The installed app's icons (PNG files).
  'GET /app-icons/:file',
  'GET /atom/:owner',
  'GET /atom/editorial',
  'GET /atom/new',
  'GET /atom/popular',
  'GET /atom/series/:id',
  'GET /atom/tag/:tag',
  'GET /bookmarks',
  'GET /bookmarks/:type',
  'GET /discovery/topics',
  'GET /editorial',
  'GET /email/verify/:id/:token',
  'GET /feed-json/:owner',
  'GET /feed-json/editorial',
  'GET /feed-json/new',
  'GET /feed-json/popular',
  'GET /feed-json/series/:id',
  'GET /feed-json/tag/:tag',
  'GET /logout',
  'GET /m',
  'GET /m/:id',
  // The installed app's manifest.
  'GET /manifest.webmanifest',
  'GET /moderation',
  'GET /modlog',
  'GET /my',
  'GET /my-topics',
  'GET /my-topics/create',
  'GET /my/:filter',
  'GET /new',
  'GET /new/:filter',
  // Where a sign-in provider sends the popup back: a small page that tells its opener.
  'GET /oauth/:provider/callback',
  // Offline, in place of a page the service worker did not keep.
  'GET /offline',
  'GET /pages/:slug',
  // The personal icons' pictures (SVG files).
  'GET /personal-icons/:file',
  'GET /popular',
  'GET /popular/:filter',
  'GET /posts/:id/history',
  'GET /posts/:id/reposts',
  // A draft shown by its secret link (previews).
  'GET /preview/:token',
  'GET /robots.txt',
  'GET /rss/:owner',
  'GET /rss/editorial',
  'GET /rss/new',
  'GET /rss/popular',
  'GET /rss/series/:id',
  'GET /rss/tag/:tag',
  'GET /series/:id',
  'GET /settings',
  // The address-change link of the letter (account safety).
  'GET /settings/email/confirm/:token',
  // The data export archive, for its owner (a file).
  'GET /settings/export/:id/download',
  'GET /settings/feed',
  'GET /settings/main',
  'GET /settings/notifications',
  'GET /settings/profile',
  'GET /settings/security',
  'GET /settings/telegram',
  'GET /sitemap.xml',
  'GET /sitemaps/:file',
  'GET /stats',
  // A blog's or community's statistics as a CSV file.
  'GET /subsites/:id/statistics.csv',
  'GET /sw.js',
  'GET /tag/:tag',
  // The unsubscribe link of a letter: a page that asks before its form posts the call.
  'GET /unsubscribe/:token',
];

/** Declared for the client, served by a later feature. */
const NOT_SERVED_YET: readonly Call[] = [];

const routes: RouteOptions[] = [];
let app: FastifyInstance;
let doc: { paths: Record<string, Record<string, OpenApiOperation>>; components: { securitySchemes: Record<string, unknown> } };

interface OpenApiOperation {
  operationId: string;
  security: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}

const keyOf = (method: string, url: string) => `${method} ${url}`;
const operation = (call: Call) => doc.paths[call.path.replace(/:(\w+)/g, '{$1}')]?.[call.method.toLowerCase()];

beforeAll(async () => {
  app = await buildTestApp({ onRoute: (route) => routes.push(route) });
  doc = (await app.inject('/api/docs/json')).json();
});
afterAll(() => app.close());

describe('declared calls', () => {
  // HEAD routes are Fastify's copies of the GET routes; files and the docs are not calls.
  const ownRoutes = () => routes.filter((route) => route.method !== 'HEAD' && !/^\/(uploads|api\/docs)(\/|$)/.test(route.url));

  it('serve every JSON route: any other route is a page, a link target or a file', () => {
    const undeclared = ownRoutes().filter((route) => !route.config?.call);
    expect(undeclared.map((route) => keyOf(String(route.method), route.url)).sort()).toEqual(NOT_CALLS);
  });

  it('are each served once, at their declared method and path', () => {
    const served = ownRoutes().filter((route) => route.config?.call);
    for (const route of served) expect(keyOf(String(route.method), route.url)).toBe(keyOf(route.config!.call!.method, route.config!.call!.path));
    expect(served.map((route) => route.config!.call)).toEqual(expect.arrayContaining(allCalls.filter((call) => !NOT_SERVED_YET.includes(call))));
    expect(served).toHaveLength(allCalls.length - NOT_SERVED_YET.length);
  });

  it('never take a path a blog or a community could have: a first segment that could be a slug is reserved', () => {
    const firstSegments = new Set(routes.map((route) => route.url.split('/')[1]!).filter((segment) => segment && !/^[:*]/.test(segment)));
    expect([...firstSegments].filter((segment) => slugProblem(segment) === null)).toEqual([]);
  });

  it('refuse guests before reading the input when the call is for signed-in users', async () => {
    const res = await app.inject({ url: `/tags/search?q=${'x'.repeat(500)}`, headers: guestHeaders() });
    expect(res.statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('lists exactly the served calls, and no page', () => {
    const listed = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    const served = allCalls.filter((call) => !NOT_SERVED_YET.includes(call)).map((call) => `${call.feature}.${call.name}`);
    expect(listed.sort()).toEqual(served.sort());
    expect(doc.paths['/tag/{tag}']).toBeUndefined();
  });

  it('carries each call’s input and answer schemas', () => {
    const pin = operation(calls.posts.pin)!;
    expect(pin.requestBody!.content['application/json']!.schema.properties).toEqual({ status: { type: 'boolean' } });
    expect(pin.responses['200']!.content!['application/json']!.schema.properties).toEqual({ pinned: { type: 'boolean' } });

    const upload = operation(calls.media.upload)!;
    expect(upload.requestBody!.content['multipart/form-data']!.schema.properties).toEqual({ file: { type: 'string', format: 'binary' } });
    expect(Object.keys(operation(calls.posts.destroy)!.responses)).toContain('204');
  });

  it('describes the session cookie, the CSRF header and API tokens, and which calls take which', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'session', 'xsrf']);
    expect(operation(calls.posts.pin)!.security).toEqual([{ session: [], xsrf: [] }, { bearer: [] }]);
    expect(operation(calls.posts.controls)!.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(operation(calls.auth.login)!.security).toEqual([{ xsrf: [] }]);
    expect(operation(calls.accountSafety.changePassword)!.security).toEqual([{ session: [], xsrf: [] }]);
    // A guest may call it with nothing; a token is optional.
    expect(operation(calls.health.live)!.security).toEqual([{}, { bearer: [] }]);
  });

  it('gives the error answers a call can meet, with their shapes', () => {
    const responses = operation(calls.posts.pin)!.responses;
    expect(Object.keys(responses).sort()).toEqual(['200', '401', '403', '404', '413', '419', '422']);
    expect(responses['401']!.content!['application/json']!.schema.properties).toEqual({ message: { type: 'string' } });
    expect(Object.keys(responses['422']!.content!['application/json']!.schema.properties!)).toEqual(['message', 'errors']);
    expect(Object.keys(operation(calls.health.live)!.responses)).toEqual(['200', '401', '403']);
  });

  it('gives 429 with Retry-After to the calls that have a rate limit', () => {
    const limited = operation(calls.posts.save)!.responses['429'] as { headers?: Record<string, unknown> } | undefined;
    expect(limited?.headers).toHaveProperty('Retry-After');
    expect(operation(calls.posts.pin)!.responses['429']).toBeUndefined();
  });

  it('documents the Idempotency-Key header and the 409 of the calls that take one', () => {
    const save = operation(calls.posts.save)!;
    expect(save.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: false })]));
    expect(save.responses).toHaveProperty('409');
    expect(operation(calls.posts.pin)!.parameters ?? []).not.toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key' })]));
  });

  it('has a page to browse it, under a policy that allows only this origin', async () => {
    const res = await app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.body).not.toMatch(/<script>/);
  });
});
