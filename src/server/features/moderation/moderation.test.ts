import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { expectEvents, settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { communityMembers, complaintReasons, complaints, moderationLog, posts, users } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';

let app: FastifyInstance;
let author: TestUser;
let reader: TestUser;
let owner: TestUser;
let admin: TestUser;
let moder: TestUser;
let communityEditor: TestUser;
let siteEditor: TestUser;
let superAdmin: TestUser;
let banned: TestUser;
let community: { id: number; slug: string; name: string };
let reasonId: number;

beforeAll(async () => {
  app = await buildTestApp();
  [author, reader, owner, admin, moder, communityEditor, siteEditor, superAdmin, banned] = await Promise.all([
    createUser(app),
    createUser(app),
    createUser(app),
    createUser(app),
    createUser(app),
    createUser(app),
    createUser(app, { role: 'editor' }),
    createUser(app, { role: 'super_admin' }),
    createUser(app),
  ]);
  community = await createCommunity(app, { creatorId: owner.id, name: 'Модерируемое сообщество' });
  await app.db.insert(communityMembers).values([
    { subsiteId: community.id, userId: admin.id, role: 'admin' },
    { subsiteId: community.id, userId: moder.id, role: 'moder' },
    { subsiteId: community.id, userId: communityEditor.id, role: 'editor' },
  ]);
  await app.db.update(users).set({ bannedAt: new Date(), banReason: 'Спам' }).where(eq(users.id, banned.id));
  const [reason] = await app.db.select({ id: complaintReasons.id }).from(complaintReasons).limit(1);
  reasonId = reason!.id;
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, userId?: number, payload?: object) {
  const headers = { accept: 'application/json', ...(userId ? await sessionHeaders(app, userId) : guestHeaders()) };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const inCommunity = () => publishPost(app, author.id, { category_id: community.id, title: 'Пост в сообществе' });
async function commentOn(postId: number, userId = reader.id, parentId: number | null = null): Promise<number> {
  const res = await call('POST', '/comments', userId, { comment: 'Комментарий', post_id: postId, parent_id: parentId });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}

type Role = 'guest' | 'author' | 'reader' | 'owner' | 'admin' | 'moder' | 'communityEditor' | 'siteEditor' | 'superAdmin' | 'banned';
const ROLES: Role[] = ['guest', 'author', 'reader', 'owner', 'admin', 'moder', 'communityEditor', 'siteEditor', 'superAdmin', 'banned'];
const idOf = (role: Role): number | undefined =>
  ({ guest: undefined, author: author.id, reader: reader.id, owner: owner.id, admin: admin.id, moder: moder.id, communityEditor: communityEditor.id, siteEditor: siteEditor.id, superAdmin: superAdmin.id, banned: banned.id })[role];

/** The permission table (docs/adr/0051-moderation-reports-and-logs.md): who may moderate a post in a community. */
const MODERATORS: Role[] = ['owner', 'admin', 'moder', 'superAdmin'];
const status = (role: Role, allowed: boolean) => (role === 'guest' ? 401 : allowed ? 204 : 403);

describe('the permission table, in a community', () => {
  it.each(ROLES)('unpublish: %s', async (role) => {
    const post = await inCommunity();
    const res = await call('POST', `/posts/${post.id}/unpublish`, idOf(role), { reason: 'Нарушает правила' });
    expect(res.statusCode).toBe(status(role, MODERATORS.includes(role)));
  });

  it.each(ROLES)('delete a post: %s', async (role) => {
    const post = await inCommunity();
    const res = await call('DELETE', `/posts/${post.id}`, idOf(role));
    expect(res.statusCode).toBe(status(role, MODERATORS.includes(role) || role === 'author'));
  });

  it.each(ROLES)('delete a comment and a branch: %s', async (role) => {
    const post = await inCommunity();
    const root = await commentOn(post.id, reader.id);
    await commentOn(post.id, superAdmin.id, root);
    // The comment's author is `reader`; the post's author tends branches under their post.
    const mayComment = MODERATORS.includes(role) || role === 'reader';
    const mayBranch = MODERATORS.includes(role) || role === 'author';
    const branch = await call('DELETE', `/comments/${root}/branch/destroy`, idOf(role));
    expect(branch.statusCode).toBe(status(role, mayBranch));
    if (!mayBranch) expect((await call('DELETE', `/comments/${root}`, idOf(role))).statusCode).toBe(status(role, mayComment));
  });

  it.each(ROLES)('mark editorial from the menu: %s', async (role) => {
    const post = await inCommunity();
    const res = await call('POST', `/posts/${post.id}/official`, idOf(role), { is_official: true });
    const allowed = role === 'siteEditor' || role === 'superAdmin';
    expect(res.statusCode).toBe(role === 'guest' ? 401 : allowed ? 200 : 403);
    const [row] = await app.db.select({ isOfficial: posts.isOfficial }).from(posts).where(eq(posts.id, post.id));
    expect(row!.isOfficial).toBe(allowed);
  });

  it('gives the controls answer the same verdicts', async () => {
    const post = await inCommunity();
    for (const role of ROLES.filter((r) => r !== 'guest')) {
      const controls = (await call('GET', `/posts/${post.id}/controls`, idOf(role))).json<{ unpublish: boolean; destroy: boolean; mark_editor: { value: boolean } }>();
      expect([role, controls.unpublish, controls.destroy]).toEqual([role, MODERATORS.includes(role), MODERATORS.includes(role) || role === 'author']);
      expect([role, controls.mark_editor.value]).toEqual([role, role === 'siteEditor' || role === 'superAdmin']);
    }
  });

  it('leaves posts in an author’s blog to the author and super admins', async () => {
    const post = await publishPost(app, author.id);
    expect((await call('POST', `/posts/${post.id}/unpublish`, owner.id, { reason: '' })).statusCode).toBe(403);
    expect((await call('POST', `/posts/${post.id}/unpublish`, author.id, { reason: '' })).statusCode).toBe(403);
    expect((await call('POST', `/posts/${post.id}/unpublish`, superAdmin.id, { reason: '' })).statusCode).toBe(204);
  });

  it.each(['owner', 'admin', 'moder', 'superAdmin'] as const)('does not let a %s unpublish their own post, in the menu or by the call', async (role) => {
    const post = await publishPost(app, idOf(role)!, { category_id: community.id, title: 'Свой пост' });
    const controls = (await call('GET', `/posts/${post.id}/controls`, idOf(role))).json<{ unpublish: boolean; destroy: boolean }>();
    expect(controls).toMatchObject({ unpublish: false, destroy: true });
    expect((await call('POST', `/posts/${post.id}/unpublish`, idOf(role), { reason: 'Сам' })).statusCode).toBe(403);
  });

  it('answers a draft and a missing post alike', async () => {
    const draft = await writePost(app, author.id, { category_id: community.id });
    const hidden = await call('POST', `/posts/${draft.id}/unpublish`, moder.id, { reason: 'x' });
    const missing = await call('POST', '/posts/999999/unpublish', moder.id, { reason: 'x' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(missing.body);
  });
});

describe('unpublish', () => {
  it('sends the post back to drafts, moves counters and records post.unpublished', async () => {
    const post = await inCommunity();
    await expectEvents(app, () => call('POST', `/posts/${post.id}/unpublish`, moder.id, { reason: 'Реклама' }), [
      { type: 'post.unpublished', postId: post.id, authorId: author.id, ownerId: community.id, moderatorId: moder.id, reason: 'Реклама' },
    ]);
    const [row] = await app.db.select({ isPublish: posts.isPublish, deletedAt: posts.deletedAt }).from(posts).where(eq(posts.id, post.id));
    expect(row).toEqual({ isPublish: false, deletedAt: null });
    // The author still has it, as a draft they may edit and publish again.
    expect((await call('GET', `/posts/${post.id}/controls`, author.id)).json()).toMatchObject({ edit: true, destroy: true, unpublish: false });
  });

  it('refuses a reason past its limit', async () => {
    const post = await inCommunity();
    expect((await call('POST', `/posts/${post.id}/unpublish`, moder.id, { reason: 'я'.repeat(1001) })).statusCode).toBe(422);
  });
});

describe('reports', () => {
  it('lists the reasons to signed-in members, in the reader’s language', async () => {
    const res = await call('GET', '/complaint/reasons', reader.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({ id: expect.any(Number), name: 'Спам или реклама' });
    expect((await call('GET', '/complaint/reasons')).statusCode).toBe(401);
  });

  it('keeps one open report per reporter and item', async () => {
    const post = await inCommunity();
    const body = { reason_id: reasonId, model_id: post.id, model_type: 'post', user_id: author.id };
    const first = await call('POST', '/complaint', reader.id, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Ваша жалоба отправлена модератору' });
    expect((await call('POST', '/complaint', reader.id, body)).statusCode).toBe(200);
    const open = await app.db.select().from(complaints).where(and(eq(complaints.modelId, post.id), eq(complaints.modelType, 'post'), isNull(complaints.resolvedAt)));
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ reporterId: reader.id, targetUserId: author.id, subsiteId: community.id });
  });

  it('takes comments and users, refuses one’s own items, and answers missing ones 404', async () => {
    const post = await inCommunity();
    const comment = await commentOn(post.id, reader.id);
    expect((await call('POST', '/complaint', author.id, { reason_id: reasonId, model_id: comment, model_type: 'comment' })).statusCode).toBe(200);
    expect((await call('POST', '/complaint', author.id, { reason_id: reasonId, model_id: reader.id, model_type: 'user' })).statusCode).toBe(200);
    expect((await call('POST', '/complaint', reader.id, { reason_id: reasonId, model_id: comment, model_type: 'comment' })).statusCode).toBe(404);
    expect((await call('POST', '/complaint', author.id, { reason_id: reasonId, model_id: post.id, model_type: 'post' })).statusCode).toBe(404);
    expect((await call('POST', '/complaint', reader.id, { reason_id: reasonId, model_id: 999999, model_type: 'post' })).statusCode).toBe(404);
    expect((await call('POST', '/complaint', reader.id, { reason_id: 999999, model_id: post.id, model_type: 'post' })).statusCode).toBe(422);
    expect((await call('POST', '/complaint', undefined, { reason_id: reasonId, model_id: post.id, model_type: 'post' })).statusCode).toBe(401);
  });
});

describe('the moderation queue', () => {
  it('shows a community’s reports to its moderators, all reports to super admins, and nothing to others', async () => {
    const post = await inCommunity();
    await call('POST', '/complaint', reader.id, { reason_id: reasonId, model_id: post.id, model_type: 'post' });
    await call('POST', '/complaint', siteEditor.id, { reason_id: reasonId, model_id: post.id, model_type: 'post' });
    const blogPost = await publishPost(app, author.id, { title: 'Пост в блоге' });
    await call('POST', '/complaint', reader.id, { reason_id: reasonId, model_id: blogPost.id, model_type: 'post' });

    const ofModer = (await call('GET', '/moderation', moder.id)).json<{ data: { type: string; model_id: number; reports_count: number; title: string }[] }>();
    expect(ofModer.data.find((item) => item.type === 'post' && item.model_id === post.id)).toMatchObject({ reports_count: 2, title: 'Пост в сообществе' });
    expect(ofModer.data.some((item) => item.type === 'post' && item.model_id === blogPost.id)).toBe(false);
    const ofSuper = (await call('GET', '/moderation', superAdmin.id)).json<{ data: { type: string; model_id: number }[] }>();
    expect(ofSuper.data.filter((item) => item.type === 'post').map((item) => item.model_id)).toEqual(expect.arrayContaining([post.id, blogPost.id]));
    for (const outsider of [reader.id, communityEditor.id, siteEditor.id]) expect((await call('GET', '/moderation', outsider)).statusCode).toBe(404);
  });

  it('dismisses, logs the dismissal, and lets a later report in', async () => {
    const post = await inCommunity();
    await call('POST', '/complaint', reader.id, { reason_id: reasonId, model_id: post.id, model_type: 'post' });
    expect((await call('POST', `/moderation/post/${post.id}/dismiss`, reader.id)).statusCode).toBe(404);
    expect((await call('POST', `/moderation/post/${post.id}/dismiss`, moder.id)).statusCode).toBe(204);
    expect((await call('POST', `/moderation/post/${post.id}/dismiss`, moder.id)).statusCode).toBe(404);
    await settle(app);
    const [line] = await app.db.select().from(moderationLog).where(and(eq(moderationLog.action, 'report_dismissed'), eq(moderationLog.subject, 'Пост в сообществе'))).limit(1);
    expect(line).toMatchObject({ subsiteId: community.id, moderatorId: moder.id, targetUserId: author.id });
    expect((await call('POST', '/complaint', reader.id, { reason_id: reasonId, model_id: post.id, model_type: 'post' })).statusCode).toBe(200);
  });

  it('costs the same number of queries for 2 items as for 20', async () => {
    const quiet = await createCommunity(app, { creatorId: owner.id, name: 'Тихое сообщество' });
    const busy = await createCommunity(app, { creatorId: owner.id, name: 'Шумное сообщество' });
    // People of their own, so the per-member limits of the other tests stay untouched.
    const [commenter, ...reporters] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const reportPosts = async (community: number, count: number) => {
      for (let index = 0; index < count; index++) {
        const post = await publishPost(app, author.id, { category_id: community, title: `Пост ${index}` });
        const asComment = index % 2 === 1;
        const modelId = asComment ? await commentOn(post.id, commenter!.id) : post.id;
        const res = await call('POST', '/complaint', reporters[index % 2]!.id, { reason_id: reasonId, model_id: modelId, model_type: asComment ? 'comment' : 'post' });
        expect(res.statusCode).toBe(200);
      }
    };
    await reportPosts(quiet.id, 2);
    await reportPosts(busy.id, 20);
    await call('GET', `/moderation?community=${quiet.id}`, owner.id);
    const small = await countQueries(app, () => call('GET', `/moderation?community=${quiet.id}`, owner.id));
    const large = await countQueries(app, () => call('GET', `/moderation?community=${busy.id}`, owner.id));
    expect(large).toBe(small);
    const page = (await call('GET', `/moderation?community=${busy.id}`, owner.id)).json<{ data: { type: string }[] }>();
    expect(page.data).toHaveLength(20);
    expect(new Set(page.data.map((item) => item.type))).toEqual(new Set(['post', 'comment']));
  });

  it('settles an item’s reports when a moderator removes it', async () => {
    const post = await inCommunity();
    const comment = await commentOn(post.id, reader.id);
    await call('POST', '/complaint', author.id, { reason_id: reasonId, model_id: comment, model_type: 'comment' });
    await call('POST', '/complaint', reader.id, { reason_id: reasonId, model_id: post.id, model_type: 'post' });
    expect((await call('DELETE', `/comments/${comment}`, moder.id)).statusCode).toBe(204);
    expect((await call('POST', `/posts/${post.id}/unpublish`, moder.id, { reason: 'Спам' })).statusCode).toBe(204);
    await settle(app);
    const open = await app.db.select().from(complaints).where(and(eq(complaints.subsiteId, community.id), isNull(complaints.resolvedAt), eq(complaints.reporterId, author.id), eq(complaints.modelId, comment)));
    expect(open).toHaveLength(0);
    const queue = (await call('GET', '/moderation', moder.id)).json<{ data: { type: string; model_id: number }[] }>();
    expect(queue.data.some((item) => (item.type === 'post' && item.model_id === post.id) || (item.type === 'comment' && item.model_id === comment))).toBe(false);
  });
});

describe('the moderation log', () => {
  it('records each moderator action with who, what and the reason; not the authors’ own deletions', async () => {
    const post = await inCommunity();
    const root = await commentOn(post.id, reader.id);
    await commentOn(post.id, author.id, root);
    const other = await commentOn(post.id, reader.id);
    await call('DELETE', `/comments/${other}`, reader.id);
    await call('DELETE', `/comments/${root}/branch/destroy`, admin.id);
    await call('POST', `/posts/${post.id}/unpublish`, moder.id, { reason: 'Нет источника' });
    const second = await inCommunity();
    await call('DELETE', `/posts/${second.id}`, owner.id);
    await settle(app);
    const log = (await call('GET', `/${community.slug}/modlog`)).json<{ data: { action: string; moderator: { id: number } | null; user: { id: number } | null; reason: string; subject: string }[] }>();
    expect(log.data.slice(0, 3).map((entry) => [entry.action, entry.moderator?.id, entry.user?.id, entry.reason])).toEqual([
      ['delete_post', owner.id, author.id, ''],
      ['unpublish', moder.id, author.id, 'Нет источника'],
      ['delete_branch', admin.id, reader.id, ''],
    ]);
    expect(log.data[1]!.subject).toBe('Пост в сообществе');
  });

  it('records bans, unbans and role changes from the communities’ events', async () => {
    const before = (await call('GET', '/modlog')).json<{ data: unknown[] }>().data.length;
    await recordEvents(
      app.db,
      { type: 'community.user-banned', subsiteId: community.id, userId: reader.id, moderatorId: moder.id, reason: 'Оскорбления', until: null },
      { type: 'community.user-unbanned', subsiteId: community.id, userId: reader.id, moderatorId: admin.id },
      { type: 'community.role-changed', subsiteId: community.id, userId: reader.id, role: 'moder', actorId: owner.id },
    );
    await settle(app);
    const log = (await call('GET', '/modlog')).json<{ data: { action: string; reason: string; role: string | null }[] }>();
    expect(log.data.length).toBe(Math.min(before + 3, 20));
    expect(log.data.slice(0, 3).map((entry) => [entry.action, entry.reason, entry.role])).toEqual([
      ['role', '', 'moder'],
      ['unban', '', null],
      ['ban', 'Оскорбления', null],
    ]);
  });

  it('hides moderators when the site says so', async () => {
    await app.site.saveSetting('modlogHidesModerators', true);
    const log = (await call('GET', '/modlog')).json<{ data: { moderator: unknown }[] }>();
    await app.site.saveSetting('modlogHidesModerators', false);
    expect(log.data.every((entry) => entry.moderator === null)).toBe(true);
  });

  it('pages through keysets with the same number of queries for 2 and for 20 entries', async () => {
    const fill = async (count: number) => {
      const rows = Array.from({ length: count }, () => ({ action: 'delete_post' as const, subsiteId: community.id, moderatorId: moder.id, targetUserId: author.id, subject: 'Заполнитель' }));
      await app.db.insert(moderationLog).values(rows);
    };
    const other = await createCommunity(app, { creatorId: owner.id });
    await app.db.insert(moderationLog).values([1, 2].map(() => ({ action: 'unpublish' as const, subsiteId: other.id, moderatorId: owner.id, targetUserId: reader.id })));
    // Warm the per-app caches (site settings), which a page reads once per TTL.
    await call('GET', `/${other.slug}/modlog`);
    const small = await countQueries(app, () => call('GET', `/${other.slug}/modlog`));
    await fill(25);
    const large = await countQueries(app, () => call('GET', `/${community.slug}/modlog`));
    expect(large).toBe(small);
    const first = (await call('GET', `/${community.slug}/modlog`)).json<{ data: { id: number }[]; next_page_url: string }>();
    expect(first.data).toHaveLength(20);
    const second = (await call('GET', first.next_page_url)).json<{ data: { id: number }[] }>();
    expect(second.data[0]!.id).toBeLessThan(first.data.at(-1)!.id);
  });

  it('answers a missing community 404', async () => {
    expect((await call('GET', '/no_such_community/modlog')).statusCode).toBe(404);
  });
});
