import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { expectEvents } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, inertiaHeaders, postBody, publishPost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { communityBans, communityMembers, subsites, users } from '../../db/schema/index.ts';

let app: FastifyInstance;

type Actor = 'guest' | 'banned' | 'other' | 'author' | 'moder' | 'admin' | 'owner' | 'siteEditor' | 'superAdmin';
const ACTORS: Actor[] = ['guest', 'banned', 'other', 'author', 'moder', 'admin', 'owner', 'siteEditor', 'superAdmin'];
const people = {} as Record<Exclude<Actor, 'guest'>, TestUser>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { communityManagement: { max: 10_000 }, topicWrites: { max: 10_000 }, commentWrites: { max: 10_000 } } });
  for (const actor of ACTORS) {
    if (actor === 'guest') continue;
    const role = actor === 'siteEditor' ? 'editor' : actor === 'superAdmin' ? 'super_admin' : 'user';
    people[actor] = await createUser(app, { role, rating: 500 });
  }
});
afterAll(() => app.close());

const idOf = (actor: Actor) => (actor === 'guest' ? undefined : people[actor].id);

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, actor: Actor | number, body?: object) {
  const userId = typeof actor === 'number' ? actor : idOf(actor);
  const headers = userId ? await sessionHeaders(app, userId) : guestHeaders();
  return app.inject({ method, url, headers: { accept: 'application/json', ...headers }, ...(body && { payload: body }) });
}

/** A topic with the table's cast: the owner, an administrator, a moderator, a banned member. */
async function topic() {
  const community = await createCommunity(app, { creatorId: people.owner.id });
  await app.db.insert(communityMembers).values([
    { subsiteId: community.id, userId: people.admin.id, role: 'admin' },
    { subsiteId: community.id, userId: people.moder.id, role: 'moder' },
  ]);
  await app.db.insert(communityBans).values({ subsiteId: community.id, userId: people.banned.id, moderatorId: people.owner.id, reason: 'Оскорбления', until: null });
  return community;
}

const ok = (status: number) => status >= 200 && status < 300;

/** Each action, run by one actor on a fresh stage; `allowed` is the table's row in docs/adr/0050-community-roles-and-bans.md. */
const ACTIONS: Array<{ name: string; allowed: Actor[]; run: (actor: Actor) => Promise<number> }> = [
  {
    name: 'open the settings hub',
    allowed: ['admin', 'owner', 'superAdmin'],
    run: async (actor) => {
      const { slug } = await topic();
      const userId = idOf(actor);
      return (await app.inject({ url: `/${slug}/settings`, headers: { ...inertiaHeaders, ...(userId ? await sessionHeaders(app, userId) : {}) } })).statusCode;
    },
  },
  {
    name: 'edit the Basic tab',
    allowed: ['admin', 'owner', 'superAdmin'],
    run: async (actor) => (await call('POST', `/${(await topic()).slug}/settings`, actor, { name: 'Новое имя', description: 'О поездах', rules: 'Без спама', whoCanCreatePost: ['user'] })).statusCode,
  },
  {
    name: 'appoint a moderator',
    allowed: ['admin', 'owner', 'superAdmin'],
    run: async (actor) => (await call('POST', `/${(await topic()).slug}/settings/users`, actor, { user_id: (await createUser(app)).id, type: 'moder' })).statusCode,
  },
  {
    name: 'appoint an administrator',
    allowed: ['owner', 'superAdmin'],
    run: async (actor) => (await call('POST', `/${(await topic()).slug}/settings/users`, actor, { user_id: (await createUser(app)).id, type: 'admin' })).statusCode,
  },
  {
    name: 'ban a commenter',
    allowed: ['moder', 'admin', 'owner', 'superAdmin'],
    run: async (actor) => (await call('POST', `/${(await topic()).slug}/settings/users/ban`, actor, { user_id: people.author.id, reason: 'Спам', banDays: 3 })).statusCode,
  },
  {
    name: 'unban',
    allowed: ['moder', 'admin', 'owner', 'superAdmin'],
    run: async (actor) => (await call('DELETE', `/${(await topic()).slug}/settings/users/ban`, actor, { user_id: people.banned.id })).statusCode,
  },
  {
    name: 'comment under a post of the topic',
    allowed: ['other', 'author', 'moder', 'admin', 'owner', 'siteEditor', 'superAdmin'],
    run: async (actor) => {
      const community = await topic();
      const post = await publishPost(app, people.owner.id, { category_id: community.id });
      return (await call('POST', '/comments', actor, { post_id: post.id, comment: 'Интересно, спасибо' })).statusCode;
    },
  },
  {
    name: 'like a post of the topic',
    allowed: ['other', 'author', 'moder', 'admin', 'owner', 'siteEditor', 'superAdmin'],
    run: async (actor) => {
      const community = await topic();
      const post = await publishPost(app, people.owner.id, { category_id: community.id });
      return (await call('POST', '/like', actor, { likeable: 'post', id: post.id, value: 1 })).statusCode;
    },
  },
  {
    name: 'delete an empty topic',
    allowed: ['owner', 'superAdmin'],
    run: async (actor) => (await call('DELETE', `/my-topics/${(await topic()).id}`, actor)).statusCode,
  },
  {
    name: 'ban site-wide',
    allowed: ['superAdmin'],
    run: async (actor) => (await call('POST', `/users/${(await createUser(app)).id}/ban`, actor, { reason: 'Спам-рассылка', banForever: true })).statusCode,
  },
];

describe('the permission table', () => {
  for (const action of ACTIONS) {
    it(`${action.name}: ${action.allowed.join(', ')}`, async () => {
      const results: Record<string, boolean> = {};
      for (const actor of ACTORS) results[actor] = ok(await action.run(actor));
      expect(results).toEqual(Object.fromEntries(ACTORS.map((actor) => [actor, action.allowed.includes(actor)])));
    });
  }

  it("finds members to appoint by the spec's search parameter, answering them as users", async () => {
    const { slug } = await topic();
    const wanted = await createUser(app, { name: 'Арсений Искомый' });
    const res = await call('GET', `/${slug}/settings/search?search=${encodeURIComponent('Арсений Иск')}`, 'owner');
    expect(res.statusCode).toBe(200);
    expect(res.json().users.map((user: { id: number }) => user.id)).toEqual([wanted.id]);
    expect((await call('GET', `/${slug}/settings/search?search=Ар`, 'owner')).statusCode).toBe(422);
  });

  it('answers a community the reader may not manage like a missing one', async () => {
    const { slug } = await topic();
    for (const url of [`/${slug}/settings/search?search=Анна`, '/no_such_topic/settings/search?search=Анна']) {
      const res = await call('GET', url, 'other');
      expect(res.statusCode).toBe(404);
    }
    const page = async (path: string) => (await app.inject({ url: path, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, people.other.id)) } })).statusCode;
    expect(await page(`/${slug}/settings`)).toBe(await page('/no_such_topic/settings'));
  });

  it("the comment menu's ban_in_topic follows the same table", async () => {
    const community = await topic();
    const post = await publishPost(app, people.owner.id, { category_id: community.id });
    const comment = (await call('POST', '/comments', 'author', { post_id: post.id, comment: 'Реклама в комментариях' })).json();
    const results: Record<string, boolean> = {};
    for (const actor of ACTORS.filter((a) => a !== 'guest')) results[actor] = (await call('GET', `/comments/${comment.id}/controls`, actor)).json().ban_in_topic;
    expect(results).toEqual({ banned: false, other: false, author: false, moder: true, admin: true, owner: true, siteEditor: false, superAdmin: true });
  });
});

describe('my topics', () => {
  it('creates a topic over the rating threshold, lists it, and deletes it while empty', async () => {
    const creator = await createUser(app, { rating: 150 });
    const res = await call('POST', '/my-topics', creator.id, { name: '  Северные   города ', description: 'Мурманск, Архангельск, Норильск', whoCanCreatePost: ['user'] });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created.url).toBe(`/${created.slug}`);
    const list = (await app.inject({ url: '/my-topics', headers: { ...inertiaHeaders, ...(await sessionHeaders(app, creator.id)) } })).json();
    expect(list.component).toBe('User/MyThemes');
    expect(list.props.topics).toEqual([expect.objectContaining({ id: created.id, name: 'Северные города', followers_count: 0 })]);
    expect(list.props.can_create).toBe(true);
    expect((await call('DELETE', `/my-topics/${created.id}`, creator.id)).statusCode).toBe(204);
    expect((await app.inject({ url: created.url })).statusCode).toBe(404);
  });

  it('refuses creation below the rating, a name over 30 characters, and deleting a topic with posts', async () => {
    const novice = await createUser(app, { rating: 5 });
    expect((await call('POST', '/my-topics', novice.id, { name: 'Моя тема' })).statusCode).toBe(403);
    const list = (await app.inject({ url: '/my-topics', headers: { ...inertiaHeaders, ...(await sessionHeaders(app, novice.id)) } })).json();
    expect(list.props).toMatchObject({ topics: [], can_create: false });
    expect((await call('POST', '/my-topics', people.owner.id, { name: 'Я'.repeat(31) })).statusCode).toBe(422);
    const community = await topic();
    await publishPost(app, people.other.id, { category_id: community.id });
    expect((await call('DELETE', `/my-topics/${community.id}`, 'owner')).statusCode).toBe(409);
  });

  it('enforces whoCanCreatePost from the Basic tab when publishing', async () => {
    const community = await topic();
    expect((await call('POST', `/${community.slug}/settings`, 'owner', { name: community.name, whoCanCreatePost: ['moder'] })).statusCode).toBe(204);
    const attempt = (actor: Actor) => call('POST', '/posts', actor, postBody({ category_id: community.id, is_publish: 1 }));
    expect((await attempt('other')).statusCode).toBe(403);
    expect((await attempt('moder')).statusCode).toBe(200);
  });
});

describe('bans', () => {
  it('records the events of a ban, an unban and a role change', async () => {
    const community = await topic();
    const target = await createUser(app);
    await expectEvents(app, async () => {
      await call('POST', `/${community.slug}/settings/users/ban`, 'moder', { user_id: target.id, reason: 'Флуд', banDays: 2 });
      await call('DELETE', `/${community.slug}/settings/users/ban`, 'moder', { user_id: target.id });
      await call('POST', `/${community.slug}/settings/users`, 'owner', { user_id: target.id, type: 'editor' });
    }, [
      { type: 'community.user-banned', subsiteId: community.id, userId: target.id, moderatorId: people.moder.id, reason: 'Флуд', until: expect.any(String) },
      { type: 'community.user-unbanned', subsiteId: community.id, userId: target.id, moderatorId: people.moder.id },
      { type: 'community.role-changed', subsiteId: community.id, userId: target.id, role: 'editor', actorId: people.owner.id },
    ]);
  });

  it('ends by itself at date_unbanned', async () => {
    const community = await topic();
    const post = await publishPost(app, people.owner.id, { category_id: community.id });
    const target = await createUser(app);
    const ban = await call('POST', `/${community.slug}/settings/users/ban`, 'moder', { user_id: target.id, reason: 'Флуд', banDays: 1 });
    expect(ban.json()).toMatchObject({ reason: 'Флуд', date_unbanned: expect.any(String), user: { id: target.id } });
    expect((await call('POST', '/comments', target.id, { post_id: post.id, comment: 'Снова я' })).statusCode).toBe(403);
    await app.db
      .update(communityBans)
      .set({ until: new Date(Date.now() - 1000) })
      .where(and(eq(communityBans.subsiteId, community.id), eq(communityBans.userId, target.id)));
    expect((await call('POST', '/comments', target.id, { post_id: post.id, comment: 'Снова я' })).statusCode).toBe(200);
  });

  it('lists managers and lasting bans on the Participants tab', async () => {
    const community = await topic();
    const props = (await app.inject({ url: `/${community.slug}/settings?tab=participants`, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, people.owner.id)) } })).json().props;
    expect(props.tab).toBe('participants');
    expect(props.participants.owner.id).toBe(people.owner.id);
    expect(props.participants.admin.map((c: { id: number }) => c.id)).toEqual([people.admin.id]);
    expect(props.participants.moder.map((c: { id: number }) => c.id)).toEqual([people.moder.id]);
    expect(props.participants.banned).toEqual([expect.objectContaining({ reason: 'Оскорбления', date_unbanned: null, user: expect.objectContaining({ id: people.banned.id }) })]);
    expect(props.abilities).toEqual({ manage_admins: true, manage_staff: true, ban: true });
  });

  it('a site-wide ban answers every page with the 403 banned screen until it ends', async () => {
    const target = await createUser(app);
    expect((await call('POST', `/users/${target.id}/ban`, 'superAdmin', { reason: 'Спам-рассылка', banDays: 7 })).statusCode).toBe(200);
    const headers = { ...inertiaHeaders, ...(await sessionHeaders(app, target.id)) };
    for (const url of ['/', '/my-topics', '/discovery']) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ component: 'Error/banned', props: { ban_record: { reason: 'Спам-рассылка', date_unbanned: expect.any(String) } } });
    }
    await app.db.update(users).set({ bannedUntil: new Date(Date.now() - 1000) }).where(eq(users.id, target.id));
    expect((await app.inject({ url: '/', headers })).statusCode).toBe(200);
    expect((await call('POST', `/users/${people.superAdmin.id}/ban`, 'superAdmin', { reason: 'x', banForever: true })).statusCode).toBe(403);
  });

  it('drops a banned member out of the editor’s topic picker', async () => {
    const community = await topic();
    await app.db.update(subsites).set({ name: 'Закрытый клуб' }).where(eq(subsites.id, community.id));
    const names = async (actor: Actor) => (await call('GET', '/topics?q=Закрытый', actor)).json().data.map((t: { id: number }) => t.id);
    expect(await names('other')).toContain(community.id);
    expect(await names('banned')).not.toContain(community.id);
  });
});

describe('query budget', () => {
  it('the Participants tab and my topics cost the same for 2 entries and for 20', async () => {
    const sized = async (n: number) => {
      const community = await topic();
      for (let i = 0; i < n; i++) {
        const person = await createUser(app);
        await app.db.insert(communityMembers).values({ subsiteId: community.id, userId: person.id, role: i % 2 ? 'editor' : 'moder' });
        const victim = await createUser(app);
        await app.db.insert(communityBans).values({ subsiteId: community.id, userId: victim.id, moderatorId: people.owner.id, reason: 'Спам', until: null });
      }
      return community;
    };
    const [few, many] = [await sized(2), await sized(20)];
    const headers = { ...inertiaHeaders, ...(await sessionHeaders(app, people.owner.id)) };
    const cost = (slug: string) => countQueries(app, () => app.inject({ url: `/${slug}/settings?tab=participants`, headers }));
    expect(await cost(many.slug)).toBe(await cost(few.slug));
  });
});
