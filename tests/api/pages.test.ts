import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, TEST_ASSET_VERSION } from '../support/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the page protocol', () => {
  it('answers a first visit with server-rendered Russian HTML', async () => {
    const res = await app.inject({ url: '/popular', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toMatch(/<html lang="ru"/);
    expect(res.body).toContain('data-server-rendered="true"');
    expect(res.body).toContain('<script data-page="app" type="application/json">');
  });

  it('answers an Inertia visit with the page object', async () => {
    const res = await app.inject({ url: '/popular', headers: { 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-inertia']).toBe('true');
    const page = res.json();
    expect(page).toMatchObject({ component: 'Index', url: '/popular', version: TEST_ASSET_VERSION });
    expect(page.props.feed).toBe('popular');
    expect(page.props.auth).toEqual({ user: null });
  });

  it('answers 409 with the location when the asset version is stale', async () => {
    const res = await app.inject({ url: '/new?x=1', headers: { 'x-inertia': 'true', 'x-inertia-version': 'old' } });
    expect(res.statusCode).toBe(409);
    expect(res.headers['x-inertia-location']).toBe('/new?x=1');
  });

  it('sends only the requested props on a partial reload of the same component', async () => {
    const res = await app.inject({
      url: '/new',
      headers: { 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION, 'x-inertia-partial-component': 'Index', 'x-inertia-partial-data': 'feed,siteName' },
    });
    expect(Object.keys(res.json().props).sort()).toEqual(['feed', 'siteName']);
  });

  it('ignores partial-reload headers meant for another component', async () => {
    const res = await app.inject({
      url: '/new',
      headers: { 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION, 'x-inertia-partial-component': 'Post', 'x-inertia-partial-data': 'feed' },
    });
    expect(res.json().props).toHaveProperty('auth');
  });
});
