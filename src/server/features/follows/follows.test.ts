import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { expectEvents } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, inertiaHeaders, publishPost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { follows, subsites } from '../../db/schema/index.ts';

let app: FastifyInstance;
let author: TestUser;
let reader: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { follows: { max: 1000 } } });
  author = await createUser(app);
  reader = await createUser(app);
});
afterAll(() => app.close());

async function call(method: 'POST' | 'DELETE', subsiteId: number, userId?: number) {
  const headers = { accept: 'application/json', ...(userId ? await sessionHeaders(app, userId) : guestHeaders()) };
  return app.inject({ method, url: `/follows/${subsiteId}`, headers });
}

async function counts(id: number) {
  const [row] = await app.db.select({ followers: subsites.followersCount, followings: subsites.followingsCount }).from(subsites).where(eq(subsites.id, id));
  return row!;
}

async function rowsOf(column: typeof follows.userId | typeof follows.subsiteId, id: number) {
  const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(follows).where(eq(column, id));
  return row!.count;
}

describe('POST and DELETE /follows/{id}', () => {
  it('follows with notifications on, moves both counters and records the event; unfollowing reverses all of it', async () => {
    const target = await createUser(app);
    const follower = await createUser(app);
    await expectEvents(app, () => call('POST', target.id, follower.id), [{ type: 'subsite.followed', followerId: follower.id, subsiteId: target.id }]);
    // A repeated follow changes nothing and records nothing.
    await expectEvents(app, () => call('POST', target.id, follower.id), []);
    const again = await call('POST', target.id, follower.id);
    expect(again.json()).toEqual({ is_follow: true, is_notify: true, followers_count: 1 });
    expect(await counts(target.id)).toMatchObject({ followers: 1 });
    expect(await counts(follower.id)).toMatchObject({ followings: 1 });

    await expectEvents(app, () => call('DELETE', target.id, follower.id), [{ type: 'subsite.unfollowed', followerId: follower.id, subsiteId: target.id }]);
    await expectEvents(app, () => call('DELETE', target.id, follower.id), []);
    expect((await call('DELETE', target.id, follower.id)).json()).toEqual({ is_follow: false, is_notify: false, followers_count: 0 });
    expect(await counts(target.id)).toMatchObject({ followers: 0 });
    expect(await counts(follower.id)).toMatchObject({ followings: 0 });
  });

  it('follows communities too', async () => {
    const community = await createCommunity(app, { creatorId: author.id });
    const res = await call('POST', community.id, reader.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_follow: true, is_notify: true, followers_count: 1 });
  });

  it('refuses following oneself with 422, guests with 401 and unknown or deleted subsites with 404', async () => {
    const self = await call('POST', reader.id, reader.id);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ message: expect.any(String), errors: { id: [expect.any(String)] } });
    expect((await call('DELETE', reader.id, reader.id)).statusCode).toBe(422);
    expect((await call('POST', author.id)).statusCode).toBe(401);
    expect((await call('DELETE', author.id)).statusCode).toBe(401);
    expect((await call('POST', 2_000_000_000, reader.id)).statusCode).toBe(404);
    const gone = await createCommunity(app, { creatorId: author.id });
    await app.db.update(subsites).set({ deletedAt: new Date() }).where(eq(subsites.id, gone.id));
    expect((await call('POST', gone.id, reader.id)).statusCode).toBe(404);
    expect(await counts(reader.id)).toMatchObject({ followings: await rowsOf(follows.userId, reader.id) });
  });

  it('keeps followers_count and followings_count exact under parallel requests', async () => {
    const target = await createUser(app);
    const crowd = await Promise.all(Array.from({ length: 12 }, () => createUser(app)));
    const headers = await Promise.all(crowd.map((user) => sessionHeaders(app, user.id)));
    const request = (method: 'POST' | 'DELETE', i: number, id = target.id) =>
      app.inject({ method, url: `/follows/${id}`, headers: { accept: 'application/json', ...headers[i]! } });
    // Everyone follows at once, each twice; half unfollow at once while the others follow back one of them.
    await Promise.all(crowd.flatMap((_, i) => [request('POST', i), request('POST', i)]));
    expect(await counts(target.id)).toMatchObject({ followers: 12 });
    const answers = await Promise.all(crowd.flatMap((_, i) => (i % 2 === 0 ? [request('DELETE', i), request('DELETE', i)] : [request('POST', i, crowd[0]!.id)])));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);

    expect(await counts(target.id)).toEqual({ followers: 6, followings: 0 });
    expect(await rowsOf(follows.subsiteId, target.id)).toBe(6);
    expect((await counts(crowd[0]!.id)).followers).toBe(await rowsOf(follows.subsiteId, crowd[0]!.id));
    for (const user of crowd) expect((await counts(user.id)).followings).toBe(await rowsOf(follows.userId, user.id));
  });

});

describe('follow state on pages', () => {
  it('a post shows whether the reader follows its author and community; the sidebar lists followed communities', async () => {
    const community = await createCommunity(app, { creatorId: author.id, name: 'Авиация' });
    const post = await publishPost(app, author.id, { category_id: community.id });
    await call('POST', community.id, reader.id);
    const page = await app.inject({ method: 'GET', url: post.url, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, reader.id)) } });
    const { props } = page.json();
    expect(props.post.category).toMatchObject({ id: community.id, is_follow: true, is_notify: true });
    expect(props.post.user).toMatchObject({ id: author.id, is_follow: false, is_notify: false });
    expect(props.auth.user.followings).toContainEqual(expect.objectContaining({ id: community.id, name: 'Авиация', is_follow: true }));

    await call('DELETE', community.id, reader.id);
    const after = (await app.inject({ method: 'GET', url: post.url, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, reader.id)) } })).json();
    expect(after.props.post.category).toMatchObject({ is_follow: false, is_notify: false });
    expect(after.props.auth.user.followings.map((item: { id: number }) => item.id)).not.toContain(community.id);
    expect(await app.db.select().from(follows).where(and(eq(follows.userId, reader.id), eq(follows.subsiteId, community.id)))).toEqual([]);
  });
});

describe("the sidebar's 'Show all'", () => {
  const topicsOf = async (userId: number) => app.inject({ url: '/follows/topics', headers: { accept: 'application/json', ...(await sessionHeaders(app, userId)) } });

  it('answers every followed community, favorites first and then by name, past the 50 every page carries, at one cost', async () => {
    const member = await createUser(app);
    const communities = [];
    for (let i = 0; i < 55; i++) communities.push(await createCommunity(app, { creatorId: author.id, name: `Тема ${String(i).padStart(2, '0')}` }));
    await app.db.insert(follows).values(communities.map((community, i) => ({ userId: member.id, subsiteId: community.id, favorite: i === 54 })));

    const page = (await app.inject({ url: '/', headers: { ...inertiaHeaders, ...(await sessionHeaders(app, member.id)) } })).json();
    expect(page.props.auth.user.followings).toHaveLength(50);
    const res = await topicsOf(member.id);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((item: { name: string }) => item.name);
    expect(names).toHaveLength(55);
    expect(names.slice(0, 3)).toEqual(['Тема 54', 'Тема 00', 'Тема 01']);
    expect(res.json().data[0]).toMatchObject({ id: communities[54]!.id, url: `/${communities[54]!.slug}`, is_follow: true, is_favorite: true });

    const few = await createUser(app);
    await app.db.insert(follows).values(communities.slice(0, 2).map((community) => ({ userId: few.id, subsiteId: community.id })));
    const many = await createUser(app);
    await app.db.insert(follows).values(communities.slice(0, 20).map((community) => ({ userId: many.id, subsiteId: community.id })));
    expect(await countQueries(app, () => topicsOf(few.id))).toBe(await countQueries(app, () => topicsOf(many.id)));
    expect((await app.inject({ url: '/follows/topics', headers: { accept: 'application/json', ...guestHeaders() } })).statusCode).toBe(401);
  });
});
