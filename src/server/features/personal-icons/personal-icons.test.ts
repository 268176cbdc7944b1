import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { inertiaHeaders, publishPost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { PERSONAL_ICONS } from '../../../shared/dto/personal-icon.ts';

let app: FastifyInstance;
let member: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ pageCache: { maxEntries: 0 } });
  member = await createUser(app);
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST', url: string, userId?: number, payload?: object) {
  const headers = { accept: 'application/json', ...(userId ? await sessionHeaders(app, userId) : guestHeaders()) };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

describe('personal icons', () => {
  it('lists the catalogue and serves each picture as an inert SVG', async () => {
    const list = (await call('GET', '/personal-icons')).json();
    expect(list.data).toHaveLength(PERSONAL_ICONS.length);
    expect(list.data[0]).toEqual({ id: 'rocket', path: '/personal-icons/rocket.svg' });
    const picture = await app.inject({ url: '/personal-icons/rocket.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.headers['content-security-policy']).toContain("default-src 'none'");
    expect(picture.body).toMatch(/^<svg /);
    expect((await app.inject({ url: '/personal-icons/nothing.svg' })).statusCode).toBe(404);
  });

  it("changes only the member's own badge; the cards of their posts show it while its display is on", async () => {
    expect((await call('POST', '/personal-icon', undefined, { icon_id: 'fox' })).statusCode).toBe(401);
    expect((await call('POST', '/personal-icon', member.id, { icon_id: 'not-an-icon' })).statusCode).toBe(422);
    expect((await call('POST', '/personal-icon', member.id, { icon_id: 'fox' })).json()).toEqual({ personal_icon: { id: 'fox', path: '/personal-icons/fox.svg' }, personal_icon_enabled: true });

    const post = await publishPost(app, member.id);
    const reader = await createUser(app);
    const author = async () => (await app.inject({ url: post.url, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, reader.id)) } })).json().props.post.user;
    expect(await author()).toMatchObject({ id: member.id, personal_icon: { id: 'fox' } });

    expect((await call('POST', '/personal-icon/status', member.id, { status: false })).json()).toMatchObject({ personal_icon_enabled: false });
    expect(await author()).toMatchObject({ personal_icon: null });
    expect((await call('POST', '/personal-icon/status', undefined, { status: true })).statusCode).toBe(401);
    await call('POST', '/personal-icon/status', member.id, { status: true });
    expect(await author()).toMatchObject({ personal_icon: { id: 'fox' } });
  });
});
