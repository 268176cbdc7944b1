import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AdminUserDto } from '../../../shared/dto/admin-users.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { pageProps } from '../../../../tests/support/auth.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { accountDeletions, adminLog, sessions, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
let superAdmin: TestUser;
let member: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  [superAdmin, member] = await Promise.all([createUser(app, { role: 'super_admin', name: 'Главный Админ' }), createUser(app, { name: 'Ирина Соколова' })]);
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, userId = superAdmin.id, payload?: object) {
  const headers = { accept: 'application/json', ...(await sessionHeaders(app, userId)) };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const search = async (q: string) => (await call('GET', `/admin-panel/users?q=${encodeURIComponent(q)}`)).json<Paginator<AdminUserDto>>();
const roleOf = async (id: number) => (await app.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;
const logged = async (action: string, subjectId: number) => (await app.db.select().from(adminLog).where(eq(adminLog.subjectId, subjectId))).filter((line) => line.action === action);

describe('the users list', () => {
  it('finds accounts by name, nickname or address, newest first, with what the screen shows', async () => {
    const [older, newer] = [await createUser(app, { name: 'Пётр Ласточкин' }), await createUser(app, { name: 'Ольга Ласточкина', email: 'olga.swallow@example.test' })];
    expect((await search('ласточк')).data.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect((await search('OLGA.SWALLOW')).data.map((row) => row.id)).toEqual([newer.id]);
    expect((await search(`@${older.slug}`)).data.map((row) => row.id)).toEqual([older.id]);
    expect((await search('100%')).data).toEqual([]);
    expect((await search('Ольга Ласточкина')).data[0]).toEqual({
      id: newer.id,
      name: 'Ольга Ласточкина',
      slug: newer.slug,
      url: expect.stringContaining(newer.slug),
      avatar: null,
      email: 'olga.swallow@example.test',
      role: 'user',
      created_at: expect.any(String),
      rating: 0,
      verified: true,
      is_official: false,
      ban: null,
    });
  });

  it('is a page for the super admin, and its rows cost the same for 2 accounts as for 20', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin-panel/users?q=Ирина', headers: { ...(await sessionHeaders(app, superAdmin.id)), 'x-inertia': 'true', 'x-inertia-version': 'test-version' } });
    expect(res.json()).toMatchObject({ component: 'Admin/Users', props: { q: 'Ирина', users: { data: [expect.objectContaining({ id: member.id })] } } });

    for (let i = 0; i < 2; i++) await createUser(app, { name: `Малая выборка ${i}` });
    for (let i = 0; i < 21; i++) await createUser(app, { name: `Большая выборка ${i}` });
    await search('Малая выборка');
    const small = await countQueries(app, () => search('Малая выборка'));
    const large = await countQueries(app, () => search('Большая выборка'));
    expect(large).toBe(small);
    const first = await search('Большая выборка');
    expect(first.data).toHaveLength(20);
    const next = (await call('GET', first.next_page_url!)).json<Paginator<AdminUserDto>>();
    expect(next.data.map((row) => row.name)).toEqual(['Большая выборка 0']);
  });

  it('shows a site-wide ban and refuses a forged cursor', async () => {
    const target = await createUser(app, { name: 'Забаненный Спамер' });
    expect((await call('POST', `/users/${target.id}/ban`, superAdmin.id, { reason: 'Спам', banDays: 3 })).statusCode).toBe(200);
    expect((await search('Забаненный Спамер')).data[0]!.ban).toEqual({ reason: 'Спам', until: expect.any(String) });
    expect((await call('GET', '/admin-panel/users?cursor=bm9wZQ')).statusCode).toBe(422);
  });
});

describe('roles', () => {
  it('gives and takes a role, and the admin log says who did it', async () => {
    const target = await createUser(app);
    const res = await call('POST', `/admin-panel/users/${target.id}/role`, superAdmin.id, { role: 'editor' });
    expect(res.json()).toEqual({ role: 'editor' });
    expect(await roleOf(target.id)).toBe('editor');
    await settle(app);
    expect(await logged('user.role', target.id)).toEqual([expect.objectContaining({ actorId: superAdmin.id, details: { from: 'user', to: 'editor' } })]);
    expect((await call('POST', `/admin-panel/users/${target.id}/role`, superAdmin.id, { role: 'boss' })).statusCode).toBe(422);
  });

  describe('on a site with one super admin', () => {
    let alone: FastifyInstance;
    beforeAll(async () => {
      alone = await buildTestApp();
    });
    afterAll(() => alone.close());

    it('never leaves the site without a super admin: the last one cannot step down, and nobody demotes themselves', async () => {
      const only = await createUser(alone, { role: 'super_admin' });
      const headers = { accept: 'application/json', ...(await sessionHeaders(alone, only.id)) };
      const demote = (id: number, h = headers) => alone.inject({ method: 'POST', url: `/admin-panel/users/${id}/role`, headers: h, payload: { role: 'user' } });
      const last = await demote(only.id);
      expect(last.statusCode).toBe(422);
      expect(last.json().errors.role).toEqual(['Это последний суперадминистратор: сначала назначьте другого']);

      const second = await createUser(alone, { role: 'super_admin' });
      const own = await demote(only.id);
      expect(own.statusCode).toBe(422);
      expect(own.json().errors.role).toEqual(['Свою роль может изменить только другой суперадминистратор']);
      // Another super admin may.
      expect((await demote(only.id, { accept: 'application/json', ...(await sessionHeaders(alone, second.id)) })).statusCode).toBe(200);
    });
  });
});

describe('account actions', () => {
  it('marks an address as confirmed', async () => {
    const target = await createUser(app, { verified: false });
    expect((await call('POST', `/admin-panel/users/${target.id}/verify-email`)).statusCode).toBe(204);
    expect((await app.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, target.id)))[0]!.at).not.toBeNull();
    await settle(app);
    expect(await logged('user.email-verified', target.id)).toHaveLength(1);
  });

  it('gives and takes the verified badge, which the account then wears everywhere, and the admin log says who did it', async () => {
    const target = await createUser(app, { name: 'Официальный Блог' });
    const badge = async () => (await app.inject({ url: `/${target.slug}`, headers: { 'x-inertia': 'true', 'x-inertia-version': 'test-version' } })).json().props.subsite.is_official;
    expect(await badge()).toBe(false);
    const give = await call('POST', `/admin-panel/users/${target.id}/official`, superAdmin.id, { is_official: true });
    expect(give.json()).toEqual({ is_official: true });
    await settle(app);
    expect(await badge()).toBe(true);
    expect((await search('Официальный Блог')).data[0]!.is_official).toBe(true);

    expect((await call('POST', `/admin-panel/users/${target.id}/official`, superAdmin.id, { is_official: false })).json()).toEqual({ is_official: false });
    await settle(app);
    expect(await badge()).toBe(false);
    expect((await logged('user.official', target.id)).map((line) => line.actorId)).toEqual([superAdmin.id]);
    expect((await logged('user.unofficial', target.id)).map((line) => line.actorId)).toEqual([superAdmin.id]);

    expect((await call('POST', `/admin-panel/users/${target.id}/official`, member.id, { is_official: true })).statusCode).toBe(403);
    const bad = await call('POST', `/admin-panel/users/${target.id}/official`, superAdmin.id, { is_official: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.is_official).toHaveLength(1);
  });

  it('signs an account out everywhere', async () => {
    const target = await createUser(app);
    const browser = await sessionHeaders(app, target.id);
    await sessionHeaders(app, target.id);
    expect((await call('POST', `/admin-panel/users/${target.id}/sign-out`)).json()).toEqual({ ended: 2 });
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    expect((await pageProps(app, browser.cookie)).auth.user).toBeNull();
  });

  it("deletes an account as its owner's own request would, and never a super admin's", async () => {
    const target = await createUser(app, { name: 'Удаляемый Аккаунт' });
    await sessionHeaders(app, target.id);
    expect((await call('DELETE', `/admin-panel/users/${target.id}`, superAdmin.id, { content: 'keep' })).statusCode).toBe(422);
    expect((await call('DELETE', `/admin-panel/users/${target.id}`, superAdmin.id, { content: 'remove' })).statusCode).toBe(204);
    expect(await app.db.select({ content: accountDeletions.content }).from(accountDeletions).where(eq(accountDeletions.userId, target.id))).toEqual([{ content: 'remove' }]);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    expect((await search('Удаляемый Аккаунт')).data).toEqual([]);
    await settle(app);
    expect(await logged('user.deleted', target.id)).toHaveLength(1);
    expect((await call('DELETE', `/admin-panel/users/${target.id}`, superAdmin.id, { content: 'remove' })).statusCode).toBe(404);

    const otherAdmin = await createUser(app, { role: 'super_admin' });
    const refused = await call('DELETE', `/admin-panel/users/${otherAdmin.id}`, superAdmin.id, { content: 'anonymise' });
    expect(refused.statusCode).toBe(409);
    expect(await roleOf(otherAdmin.id)).toBe('super_admin');
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await call('POST', '/admin-panel/users/999999/verify-email')).statusCode).toBe(404);
  });
});
