import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AdminCommentDto, AdminPostDto } from '../../../shared/dto/admin-content.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import { buildTestApp, TEST_ASSET_VERSION } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { expectEvents, settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { block, createCommunity, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { adminLog, complaintReasons, moderationLog, posts, subsites, tagCounts } from '../../db/schema/index.ts';

let app: FastifyInstance;
let superAdmin: TestUser;
let author: TestUser;
let reader: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  [superAdmin, author, reader] = await Promise.all([createUser(app, { role: 'super_admin' }), createUser(app, { name: 'Автор Контента' }), createUser(app)]);
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, userId = superAdmin.id, payload?: object) {
  const headers = { accept: 'application/json', ...(await sessionHeaders(app, userId)) };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const postList = async (query: string) => (await call('GET', `/admin-panel/content?${query}`)).json<Paginator<AdminPostDto>>();
const commentList = async (query: string) => (await call('GET', `/admin-panel/content?tab=comments&${query}`)).json<Paginator<AdminCommentDto>>();
const ids = (list: Paginator<{ id: number }>) => list.data.map((item) => item.id);

async function commentOn(postId: number, text: string, userId = reader.id): Promise<number> {
  const res = await call('POST', '/comments', userId, { comment: text, post_id: postId, parent_id: null });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}

describe('the posts tab', () => {
  it('searches published posts, drafts and deleted posts by words and by author', async () => {
    const published = await publishPost(app, author.id, { title: 'Рецепт борща с фасолью' });
    const draft = await writePost(app, author.id, { title: 'Черновик про борщи' });
    const deleted = await publishPost(app, author.id, { title: 'Удалённый борщ' });
    const other = await publishPost(app, reader.id, { title: 'Борщ от читателя' });
    expect((await call('DELETE', `/posts/${deleted.id}`, author.id)).statusCode).toBe(204);

    expect(ids(await postList('q=борщ'))).toEqual([other.id, published.id]);
    expect(ids(await postList(`q=борщ&author=${author.slug}`))).toEqual([published.id]);
    expect(ids(await postList('q=борщ&author=Автор Контента'))).toEqual([published.id]);
    expect(ids(await postList('q=борщ&state=drafts'))).toEqual([draft.id]);
    expect(ids(await postList('q=борщ&state=deleted'))).toEqual([deleted.id]);
    expect(await postList('q=...')).toMatchObject({ data: [] });
    expect((await call('GET', '/admin-panel/content?state=hidden')).statusCode).toBe(422);

    const [row] = (await postList(`q=фасолью`)).data;
    expect(row).toMatchObject({ id: published.id, title: 'Рецепт борща с фасолью', state: 'published', url: published.url, author: { id: author.id }, community: null, is_official: false });
    expect((await postList('q=Удалённый&state=deleted')).data[0]).toMatchObject({ state: 'deleted', url: null, deleted_at: expect.any(String) });
  });

  it('is a page with the open reports counted, and its rows cost the same for 2 posts as for 20', async () => {
    const writer = await createUser(app);
    const [reason] = await app.db.select({ id: complaintReasons.id }).from(complaintReasons).limit(1);
    const reported = await publishPost(app, writer.id, { title: 'Спорный пост' });
    await call('POST', '/complaint', reader.id, { reason_id: reason!.id, model_id: reported.id, model_type: 'post' });
    await call('POST', '/complaint', superAdmin.id, { reason_id: reason!.id, model_id: reported.id, model_type: 'post' });
    const page = await app.inject({ method: 'GET', url: '/admin-panel/content', headers: { ...(await sessionHeaders(app, superAdmin.id)), 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
    expect(page.json()).toMatchObject({ component: 'Admin/Content', props: { tab: 'posts', filters: { q: '', author: '', state: 'published' }, comments: null, open_reports: 1 } });

    const few = await createUser(app);
    const many = await createUser(app);
    for (let i = 0; i < 2; i++) await publishPost(app, few.id, { title: `Пост ${i}` });
    for (let i = 0; i < 21; i++) await publishPost(app, many.id, { title: `Пост ${i}` });
    await postList(`author=${few.slug}`);
    const small = await countQueries(app, () => postList(`author=${few.slug}`));
    const large = await countQueries(app, () => postList(`author=${many.slug}`));
    expect(large).toBe(small);
    const first = await postList(`author=${many.slug}`);
    expect(first.data).toHaveLength(20);
    expect(first.next_page_url).toContain(`author=${many.slug}`);
    expect((await call('GET', first.next_page_url!)).json<Paginator<AdminPostDto>>().data.map((post) => post.title)).toEqual(['Пост 0']);
  });

  it('restores a deleted post with its counters and tags, and the admin log says who did it', async () => {
    const writer = await createUser(app);
    const tag = `борщевик${Date.now()}`;
    const post = await publishPost(app, writer.id, { blocks: [block.header('Пост с тегом'), block.paragraph(`Текст #${tag}`)] });
    const postsCount = async () => (await app.db.select({ n: subsites.postsCount }).from(subsites).where(eq(subsites.id, writer.id)))[0]!.n;
    const tagCount = async () => (await app.db.select({ n: tagCounts.postsCount }).from(tagCounts).where(eq(tagCounts.tag, tag)))[0]?.n ?? 0;
    expect([await postsCount(), await tagCount()]).toEqual([1, 1]);
    await call('DELETE', `/posts/${post.id}`, superAdmin.id);
    expect([await postsCount(), await tagCount()]).toEqual([0, 0]);

    await expectEvents(app, () => call('POST', `/admin-panel/content/posts/${post.id}/restore`), [
      { type: 'post.restored', postId: post.id, authorId: writer.id, tags: [tag] },
      { type: 'admin.acted', action: 'post.restored', subjectId: post.id },
    ]);
    expect([await postsCount(), await tagCount()]).toEqual([1, 1]);
    expect((await app.db.select({ deletedAt: posts.deletedAt }).from(posts).where(eq(posts.id, post.id)))[0]!.deletedAt).toBeNull();
    expect((await app.inject({ method: 'GET', url: post.url })).statusCode).toBe(200);
    await settle(app);
    expect(await app.db.select({ actorId: adminLog.actorId }).from(adminLog).where(eq(adminLog.subjectId, post.id))).toEqual([{ actorId: superAdmin.id }]);
    // A live post is not deleted: nothing to restore.
    expect((await call('POST', `/admin-panel/content/posts/${post.id}/restore`)).statusCode).toBe(404);
  });

  it('restores a deleted draft as a draft, and refuses a post whose community is gone', async () => {
    const writer = await createUser(app);
    const draft = await writePost(app, writer.id, { title: 'Черновик' });
    await call('DELETE', `/posts/${draft.id}`, writer.id);
    expect((await call('POST', `/admin-panel/content/posts/${draft.id}/restore`)).statusCode).toBe(204);
    expect((await app.db.select({ isPublish: posts.isPublish, deletedAt: posts.deletedAt }).from(posts).where(eq(posts.id, draft.id)))[0]).toEqual({ isPublish: false, deletedAt: null });

    const community = await createCommunity(app, { creatorId: writer.id });
    const post = await publishPost(app, writer.id, { category_id: community.id, title: 'В исчезнувшей теме' });
    await call('DELETE', `/posts/${post.id}`, writer.id);
    await app.db.update(subsites).set({ deletedAt: new Date() }).where(eq(subsites.id, community.id));
    expect((await call('POST', `/admin-panel/content/posts/${post.id}/restore`)).statusCode).toBe(409);
  });

  it('keeps the posts of a deleted account deleted: its owner asked for them to go', async () => {
    const leaving = await createUser(app);
    const post = await publishPost(app, leaving.id, { title: 'Пост ушедшего автора' });
    expect((await call('DELETE', `/admin-panel/users/${leaving.id}`, superAdmin.id, { content: 'remove' })).statusCode).toBe(204);
    await settle(app);
    const restore = await call('POST', `/admin-panel/content/posts/${post.id}/restore`);
    expect(restore.statusCode).toBe(409);
    expect(restore.json().message).toBe('Автор удалил свой аккаунт: его посты не восстанавливаются');
    expect((await app.db.select({ deletedAt: posts.deletedAt }).from(posts).where(eq(posts.id, post.id)))[0]!.deletedAt).not.toBeNull();
  });

  it('unpublishes and deletes through moderation (its log records them) and sets the editorial mark (the admin log does)', async () => {
    const post = await publishPost(app, author.id, { title: 'Пост для модерации' });
    expect((await call('POST', `/admin-panel/content/posts/${post.id}/official`, superAdmin.id, { is_official: true })).json()).toEqual({ is_official: true });
    expect((await postList('q=модерации')).data[0]!.is_official).toBe(true);
    expect((await call('POST', `/posts/${post.id}/unpublish`, superAdmin.id, { reason: 'Реклама' })).statusCode).toBe(204);
    expect(ids(await postList('q=модерации&state=drafts'))).toEqual([post.id]);

    const other = await publishPost(app, author.id, { title: 'Второй пост для удаления' });
    expect((await call('DELETE', `/posts/${other.id}`, superAdmin.id)).statusCode).toBe(204);
    await settle(app);
    const modlog = await app.db.select({ action: moderationLog.action }).from(moderationLog).where(eq(moderationLog.moderatorId, superAdmin.id));
    expect(modlog.map((line) => line.action)).toEqual(expect.arrayContaining(['unpublish', 'delete_post']));
    expect((await app.db.select({ action: adminLog.action }).from(adminLog).where(eq(adminLog.subjectId, post.id))).map((line) => line.action)).toEqual(['post.marked-official']);
  });
});

describe('the comments tab', () => {
  it('searches comments by text and author; deleted ones are listed without their text', async () => {
    const post = await publishPost(app, author.id, { title: 'Пост с обсуждением' });
    const kept = await commentOn(post.id, 'Отличный рецепт, спасибо!');
    const removed = await commentOn(post.id, 'Купите рецепт со скидкой');
    await commentOn(post.id, 'Рецепт так себе', author.id);
    expect((await call('DELETE', `/comments/${removed}`)).statusCode).toBe(204);

    const found = await commentList(`q=РЕЦЕПТ&author=${reader.slug}`);
    expect(ids(found)).toEqual([kept]);
    expect(found.data[0]).toMatchObject({ text: 'Отличный рецепт, спасибо!', deleted: false, url: `${post.url}?comment=${kept}`, author: { id: reader.id }, post: { id: post.id, title: 'Пост с обсуждением' } });
    expect((await commentList(`author=${reader.slug}&state=deleted`)).data).toEqual([expect.objectContaining({ id: removed, text: '', deleted: true, url: null })]);
  });

  it('costs the same for 2 comments as for 20', async () => {
    const post = await publishPost(app, author.id, { title: 'Пост для счёта' });
    const [few, many] = [await createUser(app), await createUser(app)];
    for (let i = 0; i < 2; i++) await commentOn(post.id, `Комментарий ${i}`, few.id);
    for (let i = 0; i < 20; i++) await commentOn(post.id, `Комментарий ${i}`, many.id);
    await commentList(`author=${few.slug}`);
    const small = await countQueries(app, () => commentList(`author=${few.slug}`));
    const large = await countQueries(app, () => commentList(`author=${many.slug}`));
    expect(large).toBe(small);
    expect((await commentList(`author=${many.slug}`)).data).toHaveLength(20);
  });
});
