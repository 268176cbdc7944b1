import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { settle } from '../../../../tests/support/events.ts';
import { readMailDir } from '../../../../tests/support/mail.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, inertiaHeaders, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import type { NotificationDto } from '../../../shared/dto/notification.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { inTransaction } from '../../db/client.ts';
import { domainEvents, notifications, users } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { installDefaultReactions } from '../reactions/index.ts';
import { deliveredWords } from './notifications.mail.ts';

let app: FastifyInstance;
let reactionIds: number[];

beforeAll(async () => {
  app = await buildTestApp({
    rateLimits: { likes: { max: 10_000 }, reactions: { max: 10_000 }, commentWrites: { max: 10_000 }, follows: { max: 10_000 }, ignores: { max: 10_000 }, notifications: { max: 10_000 } },
  });
  await installDefaultReactions(app.db, app.storage);
  reactionIds = ((await app.inject({ url: '/reactions' })).json() as Array<{ id: number }>).map((reaction) => reaction.id);
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, userId: number | null, payload?: object) {
  const headers = userId === null ? guestHeaders() : await sessionHeaders(app, userId);
  const res = await app.inject({ method, url, payload, headers: { accept: 'application/json', ...headers } });
  await settle(app);
  return res;
}

const comment = async (userId: number, postId: number, parentId?: number) =>
  (await call('POST', '/comments', userId, { comment: 'Хороший текст, спасибо', post_id: postId, ...(parentId && { parent_id: parentId }) })).json() as { id: number; url: string };
const like = (userId: number, target: 'post' | 'comment', id: number, value: 1 | -1 = 1) => call('POST', '/like', userId, { likeable: target, id, value });
const react = (userId: number, target: 'post' | 'comment', id: number, reactionId = reactionIds[0]!) => call('POST', '/reaction', userId, { reactionable: target, id, reaction_id: reactionId });

async function listOf(userId: number, url = '/notifications'): Promise<Paginator<NotificationDto>> {
  const res = await call('GET', url, userId);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const itemsOf = async (userId: number) => (await listOf(userId)).data;

async function counters(userId: number) {
  const res = await app.inject({ url: '/', headers: { ...inertiaHeaders, ...(await sessionHeaders(app, userId)) } });
  const props = res.json().props as { notSawNotifications: number; notReadNotifications: number };
  return { notSaw: props.notSawNotifications, notRead: props.notReadNotifications };
}

async function setup() {
  const author = await createUser(app);
  const reader = await createUser(app);
  const post = await publishPost(app, author.id, { title: 'Как мы переехали на PostgreSQL' });
  // Its subscribers done before the test acts: a follow made while they still run would hear of this post.
  await settle(app);
  return { author, reader, post };
}

describe('each kind comes from its action, never from one’s own', () => {
  it('a comment tells the post’s author; a reply tells the comment’s author; one’s own tell nobody', async () => {
    const { author, reader, post } = await setup();
    await comment(author.id, post.id);
    expect(await itemsOf(author.id)).toEqual([]);

    const root = await comment(reader.id, post.id);
    const [onPost] = await itemsOf(author.id);
    expect(onPost).toMatchObject({
      type: 'post_comment',
      read_at: null,
      data: { user: { id: reader.id, name: reader.name }, comment: { id: root.id, url: `${post.url}?comment=${root.id}`, text: 'Хороший текст, спасибо' }, post: { id: post.id, url: post.url, short_title: 'Как мы переехали на PostgreSQL' } },
    });

    // The author replies to the reader: the reader is told, the author (own action) is not.
    const reply = await comment(author.id, post.id, root.id);
    const [replied] = await itemsOf(reader.id);
    expect(replied).toMatchObject({ type: 'comment_reply', data: { user: { id: author.id }, comment: { id: reply.id } } });
    expect(await itemsOf(author.id)).toHaveLength(1);

    // A third member replies to the author's comment: the author hears it once, as a reply.
    const third = await createUser(app);
    await comment(third.id, post.id, reply.id);
    const authorItems = await itemsOf(author.id);
    expect(authorItems.map((item) => item.type)).toEqual(['comment_reply', 'post_comment']);
  });

  it('the bell on a post tells its member of each new comment under it, once, until it is turned off', async () => {
    const { author, reader, post } = await setup();
    const watcher = await createUser(app);
    const bell = (method: 'POST' | 'DELETE', id = post.id) => call(method, '/notifications', watcher.id, { notifiable: 'post', id });
    const on = await bell('POST');
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ is_notify: true });
    expect((await bell('POST')).json()).toEqual({ is_notify: true });

    const root = await comment(reader.id, post.id);
    expect(await itemsOf(watcher.id)).toMatchObject([{ type: 'post_comment', data: { user: { id: reader.id }, comment: { id: root.id }, post: { id: post.id } } }]);
    expect((await itemsOf(author.id)).map((item) => item.type)).toEqual(['post_comment']);
    // A reply to the watcher's own comment is one reply notice, not a second one for the bell.
    const own = await comment(watcher.id, post.id);
    await comment(reader.id, post.id, own.id);
    expect((await itemsOf(watcher.id)).map((item) => item.type)).toEqual(['comment_reply', 'post_comment']);

    expect((await bell('DELETE')).json()).toEqual({ is_notify: false });
    await comment(reader.id, post.id);
    expect(await itemsOf(watcher.id)).toHaveLength(2);
  });

  it('the bell on a post is refused for a draft of someone else, a missing post and an unknown type', async () => {
    const { author, reader } = await setup();
    const draft = await writePost(app, author.id);
    const bell = (payload: object) => call('POST', '/notifications', reader.id, payload);
    expect((await bell({ notifiable: 'post', id: draft.id })).statusCode).toBe(404);
    expect((await bell({ notifiable: 'post', id: 999_999 })).statusCode).toBe(404);
    expect((await bell({ notifiable: 'comment', id: draft.id })).statusCode).toBe(422);
    expect((await call('POST', '/notifications', null, { notifiable: 'post', id: draft.id })).statusCode).toBe(401);
  });

  it('names each person with their gender, for the grammar of the Russian texts', async () => {
    const { author, reader, post } = await setup();
    await app.db.update(users).set({ gender: 'female' }).where(eq(users.id, reader.id));
    await comment(reader.id, post.id);
    const [item] = await itemsOf(author.id);
    expect(item!.data.user).toMatchObject({ id: reader.id, gender: 'female' });
    expect(item!.data.post!.user).toMatchObject({ id: author.id, gender: 'unspecified' });
  });

  it('a follow tells the person followed', async () => {
    const { author, reader } = await setup();
    await call('POST', `/follows/${author.id}`, reader.id);
    expect(await itemsOf(author.id)).toMatchObject([{ type: 'new_follower', data: { user: { id: reader.id, url: `/${reader.slug}` } } }]);
    // Unfollowing and following again does not repeat it.
    await call('DELETE', `/follows/${author.id}`, reader.id);
    await call('POST', `/follows/${author.id}`, reader.id);
    expect(await itemsOf(author.id)).toHaveLength(1);
  });

  it('likes of one item gather on one row with the count and the latest actors; a dislike tells nobody', async () => {
    const { author, post } = await setup();
    await like(author.id, 'post', post.id);
    expect(await itemsOf(author.id)).toEqual([]);

    const likers: TestUser[] = [];
    for (let i = 0; i < 4; i++) likers.push(await createUser(app));
    for (const liker of likers) await like(liker.id, 'post', post.id);
    const disliker = await createUser(app);
    await like(disliker.id, 'post', post.id, -1);

    const items = await itemsOf(author.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: 'post_like', data: { count: 4, value: 1, user: { id: likers[3]!.id } } });
    expect(items[0]!.data.users.map((user) => user.id)).toEqual([likers[3]!.id, likers[2]!.id, likers[1]!.id]);

    // A like taken back and given again counts once.
    await like(likers[0]!.id, 'post', post.id);
    await like(likers[0]!.id, 'post', post.id);
    expect((await itemsOf(author.id))[0]!.data.count).toBe(4);
  });

  it('likes and reactions on a comment, and reactions on a post', async () => {
    const { author, reader, post } = await setup();
    const own = await comment(author.id, post.id);
    await like(reader.id, 'comment', own.id);
    await react(reader.id, 'comment', own.id);
    await react(reader.id, 'post', post.id);
    const items = await itemsOf(author.id);
    expect(items.map((item) => item.type)).toEqual(['post_reaction', 'comment_reaction', 'comment_like']);
    expect(items[0]!.data.reaction).toMatchObject({ id: reactionIds[0] });
    expect(items[1]!.data.comment).toMatchObject({ id: own.id, url: `${post.url}?comment=${own.id}` });
  });

  it('a new post tells followers of its blog or community who have the bell on', async () => {
    const { author, reader } = await setup();
    const quiet = await createUser(app);
    await call('POST', `/follows/${author.id}`, reader.id);
    await call('POST', `/follows/${author.id}`, quiet.id);
    await call('DELETE', '/notifications', quiet.id, { notifiable: 'user', id: author.id });
    const community = await createCommunity(app, { creatorId: author.id });
    const member = await createUser(app);
    await call('POST', `/follows/${community.id}`, member.id);

    const post = await publishPost(app, author.id, { title: 'Новый пост в блоге' });
    const inCommunity = await publishPost(app, author.id, { title: 'Пост в сообществе', category_id: community.id });
    await settle(app);
    expect(await itemsOf(reader.id)).toMatchObject([
      { type: 'new_post', data: { post: { id: inCommunity.id } } },
      { type: 'new_post', data: { post: { id: post.id, short_title: 'Новый пост в блоге' }, user: { id: author.id } } },
    ]);
    expect(await itemsOf(quiet.id)).toEqual([]);
    expect(await itemsOf(member.id)).toMatchObject([{ type: 'new_post', data: { post: { id: inCommunity.id, category: { title: community.name } } } }]);
  });

  it("a new post tells every bell-follower of a big blog at once, each with one notice and one push", async () => {
    const { author } = await setup();
    const followers = await Promise.all(Array.from({ length: 30 }, () => createUser(app)));
    for (const follower of followers) await call('POST', `/follows/${author.id}`, follower.id);
    const post = await publishPost(app, author.id, { title: 'Пост для всех подписчиков' });
    await settle(app);
    const rows = await app.db.select({ id: notifications.id, userId: notifications.userId }).from(notifications).where(eq(notifications.groupKey, `post:${post.id}`));
    expect(rows.map((row) => row.userId).sort((a, b) => a - b)).toEqual(followers.map((follower) => follower.id).sort((a, b) => a - b));
    const events = await app.db.select({ payload: domainEvents.payload }).from(domainEvents).where(eq(domainEvents.type, 'notification.created'));
    const told = events.flatMap(({ payload }) => (payload.type === 'notification.created' && rows.some((row) => row.id === payload.notificationId) ? [payload.userId] : []));
    expect(told.sort((a, b) => a - b)).toEqual(rows.map((row) => row.userId).sort((a, b) => a - b));
  });

  it('an unpublished post tells its author with the reason, even from a moderator they block', async () => {
    const { author, post } = await setup();
    const moderator = await createUser(app);
    await call('POST', `/ignore/${moderator.id}`, author.id);
    await inTransaction(app.db, (tx) =>
      recordEvents(tx, { type: 'post.unpublished', postId: post.id, authorId: author.id, ownerId: author.id, moderatorId: moderator.id, reason: 'Реклама без пометки' }),
    );
    await settle(app);
    expect(await itemsOf(author.id)).toMatchObject([{ type: 'post_unpublished', data: { user: null, reason: 'Реклама без пометки', post: { id: post.id } } }]);
  });
});

describe('who is not told', () => {
  it('nobody hears from a member they block', async () => {
    const { author, reader, post } = await setup();
    await call('POST', `/ignore/${reader.id}`, author.id);
    await comment(reader.id, post.id);
    await like(reader.id, 'post', post.id);
    await call('POST', `/follows/${author.id}`, reader.id);
    expect(await itemsOf(author.id)).toEqual([]);
  });

  it('a comment with a word on the reader’s blocked list tells them nothing; their likes still do', async () => {
    const { author, reader, post } = await setup();
    expect((await call('POST', '/settings/block-keywords', author.id, { keyword: 'спасибо' })).statusCode).toBe(200);
    await comment(reader.id, post.id);
    await like(reader.id, 'post', post.id);
    expect((await itemsOf(author.id)).map((item) => item.type)).toEqual(['post_like']);
  });

  it('a kind switched off in the app is not created; the others still are', async () => {
    const { author, reader, post } = await setup();
    const saved = await call('POST', '/settings/notification', author.id, { notifications: [{ name: 'post_like:site', status: false }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().notifications).toContainEqual({ name: 'post_like:site', status: false });
    expect(saved.json().notifications).toContainEqual({ name: 'post_like:email', status: false });
    expect(saved.json().notifications).toContainEqual({ name: 'post_comment:site', status: true });
    await like(reader.id, 'post', post.id);
    await comment(reader.id, post.id);
    expect((await itemsOf(author.id)).map((item) => item.type)).toEqual(['post_comment']);

    const page = await app.inject({ url: '/settings/notifications', headers: { ...inertiaHeaders, ...(await sessionHeaders(app, author.id)) } });
    expect(page.json().component).toBe('User/Settings/Notifications');
    expect(page.json().props.notifications).toContainEqual({ name: 'post_like:site', status: false });
    expect(page.json().props.digest).toBe('off');
  });

  it('settings refuse unknown names and too long lists', async () => {
    const { author } = await setup();
    expect((await call('POST', '/settings/notification', author.id, { notifications: [{ name: 'everything:site', status: false }] })).statusCode).toBe(422);
    const tooMany = Array.from({ length: 100 }, () => ({ name: 'post_like:site', status: true }));
    expect((await call('POST', '/settings/notification', author.id, { notifications: tooMany })).statusCode).toBe(422);
    expect((await call('POST', '/settings/notification', null, { notifications: [] })).statusCode).toBe(401);
  });
});

describe('seen, read and the counters', () => {
  it('counts unseen and unread; sawAll clears the first, readAll both, one click one', async () => {
    const { author, post } = await setup();
    for (let i = 0; i < 3; i++) await comment((await createUser(app)).id, post.id);
    expect(await counters(author.id)).toEqual({ notSaw: 3, notRead: 3 });

    expect((await call('POST', '/notifications/sawAll', author.id)).json()).toEqual({ notSawNotifications: 0, notReadNotifications: 3 });
    expect(await counters(author.id)).toEqual({ notSaw: 0, notRead: 3 });

    const [first] = await itemsOf(author.id);
    expect((await call('POST', `/notifications/${first!.id}/read`, author.id)).json()).toEqual({ notSawNotifications: 0, notReadNotifications: 2 });
    expect((await itemsOf(author.id))[0]!.read_at).not.toBeNull();

    // Someone else's notification answers as a missing one.
    const stranger = await createUser(app);
    expect((await call('POST', `/notifications/${first!.id}/read`, stranger.id)).statusCode).toBe(404);

    expect((await call('POST', '/notifications/readAll', author.id)).json()).toEqual({ notSawNotifications: 0, notReadNotifications: 0 });
    expect((await itemsOf(author.id)).every((item) => item.read_at !== null)).toBe(true);
  });

  it('a grouped row that gains a liker is unread and unseen again, and first in the list', async () => {
    const { author, reader, post } = await setup();
    await like(reader.id, 'post', post.id);
    await comment(reader.id, post.id);
    await call('POST', '/notifications/readAll', author.id);
    await like((await createUser(app)).id, 'post', post.id);
    const items = await itemsOf(author.id);
    expect(items.map((item) => [item.type, item.read_at === null])).toEqual([
      ['post_like', true],
      ['post_comment', false],
    ]);
    expect(await counters(author.id)).toEqual({ notSaw: 1, notRead: 1 });
  });

  it('guests are refused', async () => {
    expect((await call('GET', '/notifications', null)).statusCode).toBe(401);
    expect((await call('POST', '/notifications/readAll', null)).statusCode).toBe(401);
  });
});

describe('the list', () => {
  it('pages by next_page_url, newest first, and costs the same for 2 items as for 20', async () => {
    const { author, post } = await setup();
    const commenters: number[] = [];
    for (let i = 0; i < 25; i++) {
      const user = await createUser(app);
      commenters.push(user.id);
      await comment(user.id, post.id);
    }
    const first = await listOf(author.id);
    expect(first.data).toHaveLength(20);
    expect(first.data[0]!.data.user!.id).toBe(commenters.at(-1));
    expect(first.next_page_url).toMatch(/^\/notifications\?cursor=/);
    const second = await listOf(author.id, first.next_page_url!);
    expect(second.data).toHaveLength(5);
    expect(second.next_page_url).toBeNull();
    expect(new Set([...first.data, ...second.data].map((item) => item.id)).size).toBe(25);

    const small = await setup();
    await comment(commenters[0]!, small.post.id);
    await comment(commenters[1]!, small.post.id);
    const headers = { accept: 'application/json', ...(await sessionHeaders(app, author.id)) };
    const smallHeaders = { accept: 'application/json', ...(await sessionHeaders(app, small.author.id)) };
    const many = await countQueries(app, () => app.inject({ url: '/notifications', headers }));
    const few = await countQueries(app, () => app.inject({ url: '/notifications', headers: smallHeaders }));
    expect(many).toBe(few);
  });

  it('the page {user url}/notifications shows the same list to its owner only; an XHR gets the paginator', async () => {
    const { author, reader, post } = await setup();
    await comment(reader.id, post.id);
    const page = await app.inject({ url: `/${author.slug}/notifications`, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, author.id)) } });
    expect(page.json().component).toBe('User/Notifications');
    expect(page.json().props.notifications.data).toHaveLength(1);
    const xhr = await listOf(author.id, `/${author.slug}/notifications`);
    expect(xhr.data).toHaveLength(1);
    const foreign = await app.inject({ url: `/${author.slug}/notifications`, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, reader.id)) } });
    expect(foreign.statusCode).toBe(404);
  });

  it('drops what was deleted', async () => {
    const { author, reader, post } = await setup();
    const written = await comment(reader.id, post.id);
    await app.db.execute(sql`update comments set deleted_at = now() where id = ${written.id}`);
    expect(await itemsOf(author.id)).toEqual([]);
  });

  it('forgets notices about a deleted comment or post, so the badge counts only what the list shows', async () => {
    const { author, reader, post } = await setup();
    const written = await comment(reader.id, post.id);
    await like(reader.id, 'post', post.id);
    expect(await counters(author.id)).toEqual({ notSaw: 2, notRead: 2 });
    expect((await call('DELETE', `/comments/${written.id}`, reader.id)).statusCode).toBeLessThan(300);
    expect(await counters(author.id)).toEqual({ notSaw: 1, notRead: 1 });
    expect((await call('DELETE', `/posts/${post.id}`, author.id)).statusCode).toBeLessThan(300);
    expect(await counters(author.id)).toEqual({ notSaw: 0, notRead: 0 });
  });
});

describe('delivery', () => {
  it('an event delivered again after a crash creates no second notification', async () => {
    const { author, reader, post } = await setup();
    await comment(reader.id, post.id);
    await like(reader.id, 'post', post.id);
    // As if the process died after the subscribers' work and before the outbox row was marked.
    await app.db.execute(sql`update ${domainEvents} set dispatched_at = null, delivered_to = '{}', available_at = now() where payload->>'type' in ('comment.created', 'like.changed')`);
    await settle(app);
    const rows = await app.db.select().from(notifications).where(eq(notifications.userId, author.id));
    expect(rows).toHaveLength(2);
    expect((await itemsOf(author.id)).find((item) => item.type === 'post_like')!.data.count).toBe(1);
  });

  it('pushes each new notification with the fresh counters on the recipient’s channel, and records notification.created once', async () => {
    const { author, reader, post } = await setup();
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      await comment(reader.id, post.id);
      const push = publish.mock.calls.find(([channel, event]) => channel === channels.user(author.id) && event === pushes.notification);
      expect(push?.[2]).toMatchObject({ notSawNotifications: 1, notReadNotifications: 1, notification: { type: 'post_comment' } });
    } finally {
      publish.mockRestore();
    }
    const created = await app.db.execute(sql`select count(*)::int as n from ${domainEvents} where payload->>'type' = 'notification.created' and (payload->>'userId')::int = ${author.id}`);
    expect((created as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });

  it('pushes the fresh counters on the member’s channel when they see or read notifications, or a notice goes with its comment', async () => {
    const { author, reader, post } = await setup();
    const first = await comment(reader.id, post.id);
    await comment(reader.id, post.id);
    const publish = vi.spyOn(app.realtime, 'publish');
    /** The counters pushed to the author by `run`, in order. */
    const countersPushed = async (run: () => Promise<unknown>) => {
      publish.mockClear();
      await run();
      await settle(app);
      return publish.mock.calls.filter(([channel, event]) => channel === channels.user(author.id) && event === pushes.notificationCounters).map(([, , data]) => data);
    };
    try {
      expect(await countersPushed(() => call('POST', '/notifications/sawAll', author.id))).toEqual([{ notSawNotifications: 0, notReadNotifications: 2 }]);
      const [latest] = await itemsOf(author.id);
      expect(await countersPushed(() => call('POST', `/notifications/${latest!.id}/read`, author.id))).toEqual([{ notSawNotifications: 0, notReadNotifications: 1 }]);
      expect(await countersPushed(() => call('DELETE', `/comments/${first.id}`, reader.id))).toEqual([{ notSawNotifications: 0, notReadNotifications: 0 }]);
      // Nothing changed, nothing pushed.
      expect(await countersPushed(() => call('POST', '/notifications/readAll', author.id))).toEqual([]);
    } finally {
      publish.mockRestore();
    }
  });

  it('mails a new notice to a member who turned its kind’s email on, with a one-click unsubscribe, and nobody else', async () => {
    const { author, reader, post } = await setup();
    await app.db.update(users).set({ notificationSettings: { 'post_comment:email': true } }).where(eq(users.id, author.id));
    await comment(reader.id, post.id);
    await comment(author.id, post.id);
    await app.jobs.runDue();
    const letters = await readMailDir(app.config.dataDir);
    const toAuthor = letters.filter((mail) => mail.to.includes(author.email));
    expect(toAuthor).toHaveLength(1);
    expect(toAuthor[0]!.text).toContain(`${reader.name} — комментарий к вашему посту`);
    expect(toAuthor[0]!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(letters.filter((mail) => mail.to.includes(reader.email))).toEqual([]);
  });

  it('words one notification for mail and push as the list does, in the recipient’s language, with an absolute address', async () => {
    const { author, reader, post } = await setup();
    await comment(reader.id, post.id);
    const [item] = await itemsOf(author.id);
    expect(deliveredWords(item!, { userId: author.id, language: 'ru' }, 'https://pero.example')).toEqual({
      userId: author.id,
      kind: 'post_comment',
      language: 'ru',
      title: `${reader.name} — комментарий к вашему посту`,
      text: `${reader.name} — комментарий к вашему посту\nХороший текст, спасибо`,
      url: `https://pero.example${post.url}?comment=${item!.data.comment!.id}`,
    });
  });
});
