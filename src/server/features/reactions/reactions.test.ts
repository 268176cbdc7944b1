import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { expectEvents, settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, inertiaHeaders, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { subsites } from '../../db/schema/index.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { installDefaultReactions } from './default-set.ts';

let app: FastifyInstance;
let author: TestUser;
let reader: TestUser;
let set: Array<{ id: number; image_url: string }>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { likes: { max: 10_000 }, reactions: { max: 10_000 } } });
  await installDefaultReactions(app.db, app.storage);
  author = await createUser(app);
  reader = await createUser(app);
  set = (await app.inject({ url: '/reactions' })).json();
});
afterAll(() => app.close());

const json = { accept: 'application/json' };

async function call(method: 'POST' | 'GET', url: string, userId: number | null, payload?: object) {
  const headers = userId === null ? guestHeaders() : await sessionHeaders(app, userId);
  return app.inject({ method, url, payload, headers: { ...json, ...headers } });
}

const likePost = (userId: number | null, id: number, value: 1 | -1) => call('POST', '/like', userId, { likeable: 'post', id, value });
const reactTo = (userId: number | null, id: number, reactionId: number) => call('POST', '/reaction', userId, { reactionable: 'post', id, reaction_id: reactionId });

async function postAs(userId: number, url: string) {
  const res = await app.inject({ url, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, userId)) } });
  return res.json().props.post;
}

describe('the reaction set', () => {
  it('offers the dozen default pictures from our own storage', () => {
    expect(set).toHaveLength(12);
    expect(set[0]!.image_url).toBe(`${app.config.mediaBase}/reactions/red-heart.webp`);
  });

  it('is installed once', async () => {
    expect(await installDefaultReactions(app.db, app.storage)).toBe(false);
  });
});

describe('POST /like', () => {
  it('likes, clears, dislikes, switches and clears again, with counters and the viewer state following', async () => {
    const post = await publishPost(app, author.id);
    const answers = [];
    for (const value of [1, 1, 1, -1, -1] as const) answers.push((await likePost(reader.id, post.id, value)).json());
    expect(answers.map((a) => [a.reaction_value, a.reaction_sum, a.disreaction_sum])).toEqual([
      [1, 1, 0], // none → like
      [null, 0, 0], // like → none
      [1, 1, 0],
      [-1, 0, 1], // like → dislike
      [null, 0, 0], // dislike → none
    ]);
    expect(answers[0]).toEqual({ reaction_sum: 1, disreaction_sum: 0, likesCount: 1, dislikesCount: 0, reaction_value: 1 });

    await likePost(reader.id, post.id, -1);
    expect(await postAs(reader.id, post.url)).toMatchObject({ reaction_value: -1, reaction_sum: 0, disreaction_sum: 1 });
    expect(await postAs(author.id, post.url)).toMatchObject({ reaction_value: null, disreaction_sum: 1 });
  });

  it('records the change as an event and pushes the counters to the item channel', async () => {
    const post = await publishPost(app, author.id);
    await settle(app);
    const publish = vi.spyOn(app.realtime, 'publish');
    await expectEvents(app, () => likePost(reader.id, post.id, 1), [{ type: 'like.changed', target: 'post', targetId: post.id, postId: post.id, authorId: author.id, userId: reader.id, value: 1 }]);
    await settle(app);
    expect(publish).toHaveBeenCalledWith(channels.likes('post', post.id), pushes.likes, { id: post.id, reaction_sum: 1, disreaction_sum: 0, reactions: [], reaction_count: 0 });
    publish.mockRestore();
  });

  it("drops the post's cached guest page, so guests see the new count", async () => {
    const post = await publishPost(app, author.id);
    await settle(app);
    const guestSees = async () => (await app.inject({ url: post.url, headers: inertiaHeaders })).json().props.post.reaction_sum;
    expect(await guestSees()).toBe(0);
    await likePost(reader.id, post.id, 1);
    await settle(app);
    expect(await guestSees()).toBe(1);
  });

  it('answers guests 401', async () => {
    const post = await publishPost(app, author.id);
    expect((await likePost(null, post.id, 1)).statusCode).toBe(401);
    expect((await reactTo(null, post.id, set[0]!.id)).statusCode).toBe(401);
  });

  it('answers 404 for what the member cannot see: a draft, a deleted post, a missing one', async () => {
    const draft = await writePost(app, author.id);
    const deleted = await publishPost(app, author.id);
    await app.inject({ method: 'DELETE', url: `/posts/${deleted.id}`, headers: { ...json, ...(await sessionHeaders(app, author.id)) } });
    for (const id of [draft.id, deleted.id, 987_654]) {
      expect((await likePost(reader.id, id, 1)).statusCode).toBe(404);
      expect((await reactTo(reader.id, id, set[0]!.id)).statusCode).toBe(404);
      expect((await call('GET', `/likers?likeable=post&id=${id}&value=1`, reader.id)).statusCode).toBe(404);
    }
  });

  it('refuses a value other than 1 or -1, and a type nobody can like', async () => {
    const post = await publishPost(app, author.id);
    expect((await likePost(reader.id, post.id, 0 as 1)).statusCode).toBe(422);
    expect((await call('POST', '/like', reader.id, { likeable: 'chat', id: post.id, value: 1 })).statusCode).toBe(422);
  });

  it('leaves the exact count after 50 members like at once', async () => {
    const post = await publishPost(app, author.id);
    const members = await Promise.all(Array.from({ length: 50 }, () => createUser(app)));
    const headers = await Promise.all(members.map((member) => sessionHeaders(app, member.id)));
    const answers = await Promise.all(
      headers.map((session) => app.inject({ method: 'POST', url: '/like', payload: { likeable: 'post', id: post.id, value: 1 }, headers: { ...json, ...session } })),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(answers.map((res) => res.json().reaction_sum).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect((await postAs(reader.id, post.url)).reaction_sum).toBe(50);
  });

});

describe('ratings', () => {
  it("move the author's and the community's rating by each like and dislike, but not by the author's own", async () => {
    const writer = await createUser(app);
    const community = await createCommunity(app, { creatorId: writer.id });
    const post = await publishPost(app, writer.id, { category_id: community.id });
    const [a, b] = [await createUser(app), await createUser(app)];
    await likePost(a.id, post.id, 1);
    await likePost(b.id, post.id, 1);
    await likePost(b.id, post.id, -1);
    await likePost(writer.id, post.id, 1);
    const rows = await app.db.select({ id: subsites.id, rating: subsites.rating }).from(subsites).where(inArray(subsites.id, [writer.id, community.id]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.rating]))).toEqual({ [writer.id]: 0, [community.id]: 0 });
    await likePost(b.id, post.id, 1);
    const [after] = await app.db.select({ rating: subsites.rating }).from(subsites).where(eq(subsites.id, community.id));
    expect(after!.rating).toBe(2);
  });
});

describe('GET /likers', () => {
  it('pages the likers newest first, dislikers apart', async () => {
    const post = await publishPost(app, author.id);
    const likers = [];
    for (let i = 0; i < 23; i++) {
      const member = await createUser(app);
      await likePost(member.id, post.id, 1);
      likers.push(member.id);
    }
    await likePost(reader.id, post.id, -1);

    const first = (await call('GET', `/likers?likeable=post&id=${post.id}&value=1`, null)).json();
    expect(first).toMatchObject({ current_page: 1, total: 23, to: 20, last_page: 2 });
    expect(first.data.map((entry: { user: { id: number }; value: number }) => [entry.user.id, entry.value])).toEqual(
      likers.slice(-20).reverse().map((id) => [id, 1]),
    );
    const second = (await app.inject({ url: first.next_page_url, headers: json })).json();
    expect(second.data.map((entry: { user: { id: number } }) => entry.user.id)).toEqual(likers.slice(0, 3).reverse());
    expect(second).toMatchObject({ current_page: 2, next_page_url: null, to: 23 });

    const dislikers = (await call('GET', `/likers?likeable=post&id=${post.id}&value=-1`, null)).json();
    expect(dislikers).toMatchObject({ total: 1, data: [{ user: { id: reader.id, slug: reader.slug }, value: -1 }] });
  });
});

describe('POST /reaction', () => {
  it('adds, switches and removes the one reaction a member gives, with the counts and the post fields following', async () => {
    const post = await publishPost(app, author.id);
    const [heart, fire] = [set[0]!.id, set[1]!.id];
    const other = await createUser(app);
    await reactTo(other.id, post.id, fire);

    const added = (await reactTo(reader.id, post.id, heart)).json();
    expect(added.reaction).toEqual({ reaction_id: heart });
    expect(added.reaction_count).toBe(2);
    expect(added.reactions.map((r: { reaction_id: number; count: number }) => [r.reaction_id, r.count])).toEqual([
      [heart, 1],
      [fire, 1],
    ]);
    expect(added.reactions[0].reaction.image_url).toBe(set[0]!.image_url);

    const switched = (await reactTo(reader.id, post.id, fire)).json();
    expect(switched).toMatchObject({ reaction: { reaction_id: fire }, reaction_count: 2, reactions: [{ reaction_id: fire, count: 2 }] });
    expect(await postAs(reader.id, post.url)).toMatchObject({ reaction: { reaction_id: fire }, reaction_count: 2, reactions: [{ reaction_id: fire, count: 2 }] });

    const removed = (await reactTo(reader.id, post.id, fire)).json();
    expect(removed).toMatchObject({ reaction: null, reaction_count: 1, reactions: [{ reaction_id: fire, count: 1 }] });
    expect(await postAs(reader.id, post.url)).toMatchObject({ reaction: null, reaction_value: null });
  });

  it('keeps a like and a reaction apart on one item', async () => {
    const post = await publishPost(app, author.id);
    await likePost(reader.id, post.id, 1);
    await reactTo(reader.id, post.id, set[2]!.id);
    await likePost(reader.id, post.id, 1);
    expect(await postAs(reader.id, post.url)).toMatchObject({ reaction_value: null, reaction_sum: 0, reaction: { reaction_id: set[2]!.id } });
  });

  it('refuses a picture that is not in the set', async () => {
    const post = await publishPost(app, author.id);
    expect((await reactTo(reader.id, post.id, 999_999)).statusCode).toBe(422);
  });
});
