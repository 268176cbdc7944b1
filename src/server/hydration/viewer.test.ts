/**
 * The viewer's state comes from one statement with a branch per kind: each branch must keep
 * to the viewer asked about and to the items of its own type, or one member's likes,
 * bookmarks or follows would show on another's page, or a comment's like on the post that
 * happens to share its id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../tests/support/app.ts';
import { countQueries } from '../../../tests/support/count-queries.ts';
import { createUser, type TestUser } from '../../../tests/support/factories.ts';
import { bookmarks, communityBans, follows, ignoredSubsites, itemReactions } from '../db/schema/index.ts';
import { givenTo, isBookmarked, loadViewerState } from './viewer.ts';

let app: FastifyInstance;
let a: TestUser;
let b: TestUser;
let blog: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  [a, b, blog] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
  // Ids of posts and comments are not checked against their tables here: the state is keyed by type and id.
  await app.db.insert(itemReactions).values([
    { userId: a.id, targetType: 'post', targetId: 7, value: 1 },
    { userId: a.id, targetType: 'comment', targetId: 8, value: -1 },
    { userId: b.id, targetType: 'post', targetId: 8, value: -1 },
  ]);
  await app.db.insert(bookmarks).values([{ userId: a.id, targetType: 'post', targetId: 8 }]);
  await app.db.insert(follows).values([{ userId: a.id, subsiteId: blog.id, bell: true }]);
  await app.db.insert(ignoredSubsites).values([{ userId: a.id, subsiteId: b.id }]);
  // A ban is asked for by the community it was given in; one past its end is no ban.
  await app.db.insert(communityBans).values([
    { subsiteId: blog.id, userId: a.id, reason: 'Спам', until: new Date(Date.now() + 86_400_000) },
    { subsiteId: b.id, userId: a.id, reason: 'Флуд', until: new Date(Date.now() - 1000) },
    { subsiteId: blog.id, userId: b.id, reason: 'Оскорбления', until: null },
  ]);
});
afterAll(() => app.close());

const subjects = () => ({ postIds: [7, 8], commentIds: [7, 8], subsiteIds: [blog.id, b.id], communityIds: [blog.id, b.id] });

describe('the viewer state', () => {
  it('gives each kind of a member’s state, by type, in one statement', async () => {
    let state!: Awaited<ReturnType<typeof loadViewerState>>;
    expect(await countQueries(app, async () => void (state = await loadViewerState(app.db, a.id, subjects())))).toBe(1);
    expect(givenTo(state, 'post', 7)).toEqual({ value: 1, reactionId: null });
    expect(givenTo(state, 'post', 8)).toEqual({ value: null, reactionId: null });
    expect(givenTo(state, 'comment', 8)).toEqual({ value: -1, reactionId: null });
    expect(givenTo(state, 'comment', 7)).toEqual({ value: null, reactionId: null });
    expect([isBookmarked(state, 'post', 8), isBookmarked(state, 'post', 7)]).toEqual([true, false]);
    expect([...state.follows]).toEqual([[blog.id, { bell: true, favorite: false }]]);
    expect([...state.ignores]).toEqual([b.id]);
    expect([...state.bans.keys()]).toEqual([blog.id]);
    expect(state.bans.get(blog.id)).toMatchObject({ reason: 'Спам', until: expect.any(Date) });
  });

  it('never shows one member’s state to another', async () => {
    const state = await loadViewerState(app.db, b.id, subjects());
    expect([...state.given]).toEqual([['post:8', { value: -1, reactionId: null }]]);
    expect(state.bookmarks.size).toBe(0);
    expect(state.follows.size).toBe(0);
    expect([...state.bans]).toEqual([[blog.id, { reason: 'Оскорбления', until: null }]]);
  });

  it('asks nothing for a guest or for a page without items', async () => {
    expect(await countQueries(app, () => loadViewerState(app.db, null, subjects()))).toBe(0);
    expect(await countQueries(app, () => loadViewerState(app.db, a.id, {}))).toBe(0);
  });
});
