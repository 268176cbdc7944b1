import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { buildTestApp, TEST_ASSET_VERSION } from '../../../../tests/support/app.ts';
import { postJson, RELAXED_AUTH_LIMITS } from '../../../../tests/support/auth.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { lastMailTo } from '../../../../tests/support/mail.ts';
import { settle } from '../../../../tests/support/events.ts';
import { publishPost, writePost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders, type SessionHeaders } from '../../../../tests/support/session.ts';
import { bookmarks, comments, dataExports } from '../../db/schema/index.ts';
import { deleteExpiredExports } from './data-export.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: RELAXED_AUTH_LIMITS });
});
afterAll(() => app.close());

async function exportState(headers: SessionHeaders) {
  const res = await app.inject({ url: '/settings/security', headers: { cookie: headers.cookie, 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
  return res.json().props.data_export as { id: number; status: string; download_url: string | null } | null;
}

describe('data export', () => {
  it('builds a zip of the member’s account, posts, comments and bookmarks, mails them, and serves it to the owner only', async () => {
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    const published = await publishPost(app, user.id, { title: 'Мой первый пост', text: 'Текст для архива.' });
    const draft = await writePost(app, user.id, { title: 'Черновик', text: 'Ещё пишу.' });
    await app.db.insert(comments).values({ postId: published.id, userId: user.id, text: 'Комментарий в архив' });
    await app.db.insert(bookmarks).values({ userId: user.id, targetType: 'post', targetId: published.id });
    const stranger = await createUser(app);
    await publishPost(app, stranger.id, { title: 'Чужой пост' });

    expect(await exportState(headers)).toBeNull();
    const started = await postJson(app, '/settings/export', {}, headers);
    expect(started.json()).toEqual({ status: 'pending', message: 'Собираем архив. Когда он будет готов, мы пришлём письмо.' });
    expect((await exportState(headers))!.status).toBe('pending');
    // One at a time.
    expect((await postJson(app, '/settings/export', {}, headers)).statusCode).toBe(409);

    await settle(app);
    const state = (await exportState(headers))!;
    expect(state.status).toBe('ready');
    expect(state.download_url).toBe(`/settings/export/${state.id}/download`);
    expect((await lastMailTo(app.config.dataDir, user.email)).subject).toBe('Архив ваших данных на сайте «Перо» готов');

    const download = await app.inject({ url: state.download_url!, headers: { cookie: headers.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="pero-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(download.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['account.json', 'bookmarks.json', 'comments.json', 'posts.json']);
    const read = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(read('account.json')).toMatchObject({ id: user.id, email: user.email, name: user.name });
    expect(read('posts.json').map((p: { id: number }) => p.id)).toEqual([published.id, draft.id]);
    expect(read('comments.json')).toEqual([expect.objectContaining({ post_id: published.id, text: 'Комментарий в архив' })]);
    expect(read('bookmarks.json')).toEqual([expect.objectContaining({ type: 'post', id: published.id })]);

    // Someone else's archive answers like a missing one; a guest is sent to sign in.
    const theirs = await sessionHeaders(app, stranger.id);
    expect((await app.inject({ url: state.download_url!, headers: { cookie: theirs.cookie } })).statusCode).toBe(404);
    expect((await app.inject({ url: state.download_url!, headers: { accept: 'application/json' } })).statusCode).toBe(401);
    expect((await postJson(app, '/settings/export', {}, guestHeaders())).statusCode).toBe(401);
  });

  it('lets an archive expire: the link stops working and the file goes', async () => {
    const user = await createUser(app);
    const headers = await sessionHeaders(app, user.id);
    await postJson(app, '/settings/export', {}, headers);
    await settle(app);
    const state = (await exportState(headers))!;
    const [row] = await app.db.select({ key: dataExports.storageKey }).from(dataExports).where(eq(dataExports.id, state.id));
    expect(await app.storage.exists(row!.key!)).toBe(true);

    await app.db.update(dataExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataExports.id, state.id));
    expect((await exportState(headers))!).toMatchObject({ status: 'expired', download_url: null });
    expect((await app.inject({ url: state.download_url!, headers: { cookie: headers.cookie } })).statusCode).toBe(404);
    await deleteExpiredExports(app.db, app.storage);
    expect(await app.storage.exists(row!.key!)).toBe(false);
    expect(await exportState(headers)).toBeNull();
  });
});
