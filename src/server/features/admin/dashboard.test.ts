import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { AdminLogEntryDto, DashboardDto } from '../../../shared/dto/admin-ops.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { inertiaHeaders, publishPost } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { complaintReasons, users } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { adminActed } from './admin-log.ts';

let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { role: 'super_admin' });
});
afterAll(() => app.close());

async function as(userId: number, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url, headers: { ...(await sessionHeaders(app, userId)), ...(method === 'GET' ? inertiaHeaders : {}) }, payload });
}

async function dashboard(query = ''): Promise<DashboardDto> {
  const res = await as(admin.id, 'GET', `/admin-panel${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ props: { dashboard: DashboardDto } }>().props.dashboard;
}

const today = () => new Date().toISOString().slice(0, 10);

describe('the dashboard', () => {
  it('counts what was created today, on the day it was created, and in the totals', async () => {
    const before = await dashboard();
    expect(before.span).toBe(30);
    expect(before.days).toHaveLength(30);
    expect(before.days.at(-1)!.day).toBe(today());

    const author = await createUser(app);
    const reader = await createUser(app);
    const first = await publishPost(app, author.id, { title: 'Первый' });
    await publishPost(app, author.id, { title: 'Второй' });
    for (const text of ['Один', 'Два', 'Три']) {
      expect((await as(reader.id, 'POST', '/comments', { comment: text, post_id: first.id, parent_id: null })).statusCode).toBe(200);
    }
    const [reason] = await app.db.select({ id: complaintReasons.id }).from(complaintReasons).limit(1);
    expect((await as(reader.id, 'POST', '/complaint', { reason_id: reason!.id, model_id: first.id, model_type: 'post' })).statusCode).toBe(200);
    // An account from three days ago lands on its own day; one from last year only in the total.
    const old = await createUser(app);
    const older = await createUser(app);
    await app.db.update(users).set({ createdAt: sql`now() - interval '3 days'` }).where(eq(users.id, old.id));
    await app.db.update(users).set({ createdAt: sql`now() - interval '400 days'` }).where(eq(users.id, older.id));

    const after = await dashboard();
    const moved = (series: 'users' | 'posts' | 'comments' | 'reports', index: number) => after.days.at(index)![series] - before.days.at(index)![series];
    expect([moved('users', -1), moved('posts', -1), moved('comments', -1), moved('reports', -1)]).toEqual([2, 2, 3, 1]);
    expect(moved('users', -4)).toBe(1);
    expect(after.totals.users - before.totals.users).toBe(4);
    expect(after.totals.posts - before.totals.posts).toBe(2);
    expect(after.totals.comments - before.totals.comments).toBe(3);
    expect(after.pending_reports - before.pending_reports).toBe(1);
    expect(after.database_bytes).toBeGreaterThan(0);
    expect(after.storage_kind).toBe('local');
    expect(after.storage_bytes).toEqual(expect.any(Number));
  });

  it('shows two weeks when asked, and refuses other spans', async () => {
    expect((await dashboard('?days=14')).days).toHaveLength(14);
    expect((await as(admin.id, 'GET', '/admin-panel?days=9')).statusCode).toBe(422);
  });

  it('counts jobs that failed for good', async () => {
    const before = (await dashboard()).failed_jobs;
    await app.database.execute(`insert into pgboss.job (name, data, state, output, completed_on) values ('media.cleanup', '{}', 'failed', '{"message":"x"}', now())`, []);
    expect((await dashboard()).failed_jobs).toBe(before + 1);
  });
});

describe('the admin log', () => {
  const page = async (url = '/admin-panel/log') => {
    const res = await app.inject({ url, headers: { ...(await sessionHeaders(app, admin.id)), accept: 'application/json' } });
    expect(res.statusCode).toBe(200);
    return res.json<Paginator<AdminLogEntryDto>>();
  };

  it('lists actions newest first, with who did them and to what, page after page', async () => {
    const editor = await createUser(app, { name: 'Ольга Редактор' });
    for (let index = 1; index <= 35; index++) {
      await recordEvents(app.db, adminActed(index % 2 ? admin.id : editor.id, index === 35 ? 'ad.created' : 'settings.saved', { type: 'ad', id: index, name: `Запись ${index}` }));
    }
    await settle(app);
    const first = await page();
    expect(first.data).toHaveLength(30);
    expect(first.data[0]).toMatchObject({ action: 'ad.created', subject: 'Запись 35', subject_type: 'ad', subject_id: 35, actor: expect.objectContaining({ id: admin.id }) });
    expect(first.data[1]).toMatchObject({ subject: 'Запись 34', actor: expect.objectContaining({ name: 'Ольга Редактор' }) });
    const second = await page(first.next_page_url!);
    expect(second.data.map((entry) => entry.subject)).toEqual(['Запись 5', 'Запись 4', 'Запись 3', 'Запись 2', 'Запись 1']);
    expect(second.next_page_url).toBeNull();
  });

  it('reads a page in the same number of queries however many actors it shows', async () => {
    const few = await countQueries(app, () => page('/admin-panel/log'));
    const others = await Promise.all(Array.from({ length: 6 }, () => createUser(app, { role: 'super_admin' })));
    for (const other of others) await recordEvents(app.db, adminActed(other.id, 'user.role', { type: 'user', id: other.id, name: 'Кто-то' }));
    await settle(app);
    expect(await countQueries(app, () => page('/admin-panel/log'))).toBe(few);
  });

  it('is a page in the panel for super admins only', async () => {
    const res = await as(admin.id, 'GET', '/admin-panel/log');
    expect(res.json<{ component: string }>().component).toBe('Admin/Log');
    const member = await createUser(app);
    expect((await app.inject({ url: '/admin-panel/log', headers: { ...(await sessionHeaders(app, member.id)), accept: 'application/json' } })).statusCode).toBe(404);
  });
});
