import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { expectEvents, recordedEvents } from '../../../../tests/support/events.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { createCommunity, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { nextPush, subscribed } from '../../../../tests/support/realtime.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { channels } from '../../../shared/realtime.ts';
import type { DomainEvent } from '../../../shared/events.ts';
import { inTransaction } from '../../db/client.ts';
import { domainEvents } from '../../db/schema/index.ts';
import { EventDispatcher } from './dispatcher.ts';
import { recordEvents } from './outbox.ts';

let app: FastifyInstance;
let baseUrl: string;
/** What the test subscribers below received, by subscriber name. */
const received = new Map<string, DomainEvent[]>();
let failuresLeft = 0;

const note = (name: string) => (event: DomainEvent) => {
  received.set(name, [...(received.get(name) ?? []), event]);
};

beforeAll(async () => {
  app = await buildTestApp({
    routes: (app) => {
      app.events.subscribe('account.registered', 'test.counter', note('counter'));
      app.events.subscribe('account.registered', 'test.flaky', (event) => {
        if (failuresLeft > 0) {
          failuresLeft--;
          throw new Error('flaky subscriber');
        }
        note('flaky')(event);
      });
    },
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.events.dispatchDue();
  received.clear();
  failuresLeft = 0;
});

const registered = (userId: number): DomainEvent => ({ type: 'account.registered', userId, needsVerification: false });

async function record(...events: DomainEvent[]) {
  await inTransaction(app.db, (tx) => recordEvents(tx, ...events));
}

describe('domain events', () => {
  it('are delivered after the commit, once, to every subscriber', async () => {
    await record(registered(1001));
    await app.events.dispatchDue();
    await app.events.dispatchDue();
    expect(received.get('counter')).toEqual([registered(1001)]);
    expect(received.get('flaky')).toEqual([registered(1001)]);
  });

  it('are never delivered when the transaction rolls back', async () => {
    const events = await recordedEvents(app, () =>
      inTransaction(app.db, async (tx) => {
        await recordEvents(tx, registered(1002));
        throw new Error('the command failed after recording');
      }).catch(() => undefined),
    );
    await app.events.dispatchDue();
    expect(events).toEqual([]);
    expect(received.size).toBe(0);
  });

  it('survive a stopped dispatcher and are delivered exactly once when it starts again', async () => {
    await app.events.stop();
    await record(registered(1003));
    expect(received.size).toBe(0);

    await app.events.start();
    await app.events.dispatchDue();
    await app.events.dispatchDue();
    expect(received.get('counter')).toEqual([registered(1003)]);
  });

  it('retry a failing subscriber after a back-off without repeating the ones that succeeded', async () => {
    failuresLeft = 1;
    await record(registered(1004));
    await app.events.dispatchDue();
    expect(received.get('counter')).toEqual([registered(1004)]);
    expect(received.get('flaky')).toBeUndefined();

    const [pending] = await app.db.select().from(domainEvents).where(sql`${domainEvents.dispatchedAt} is null`);
    expect(pending).toMatchObject({ attempts: 1, deliveredTo: expect.arrayContaining(['test.counter']) });
    expect(pending!.deliveredTo).not.toContain('test.flaky');
    expect(pending!.lastError).toContain('flaky subscriber');
    expect(pending!.availableAt.getTime()).toBeGreaterThan(Date.now());

    // The back-off has passed.
    await app.db.update(domainEvents).set({ availableAt: new Date() }).where(eq(domainEvents.id, pending!.id));
    await app.events.dispatchDue();
    expect(received.get('flaky')).toEqual([registered(1004)]);
    expect(received.get('counter')).toHaveLength(1);
  });

  it('are handled once when several processes dispatch the same outbox', async () => {
    const seen: number[] = [];
    const processes = [1, 2].map(() => {
      const dispatcher = new EventDispatcher(app.db, app.log, { batchSize: 7 });
      dispatcher.subscribe('account.registered', 'test.once', (event) => void seen.push(event.userId));
      return dispatcher;
    });
    // The app's own dispatcher would take them first: these two stand in for it.
    await app.events.stop();
    try {
      await record(...Array.from({ length: 40 }, (_, i) => registered(2000 + i)));
      await Promise.all([...processes, ...processes].map((dispatcher) => dispatcher.dispatchDue()));
    } finally {
      await app.events.start();
    }
    expect(seen.sort()).toEqual(Array.from({ length: 40 }, (_, i) => 2000 + i));
  });
});

describe('post events', () => {
  it("a draft's saves record nothing; publishing records post.published once, later saves post.updated with the tags before and after; deleting records post.deleted", async () => {
    const author = await createUser(app);
    const community = await createCommunity(app, { creatorId: author.id });
    const draft = await writePost(app, author.id, { category_id: community.id, text: 'Черновик #кино' });
    await expectEvents(app, () => writePost(app, author.id, { id: draft.id, text: 'Ещё черновик #кино' }), []);
    await expectEvents(app, () => writePost(app, author.id, { id: draft.id, is_publish: 1, text: 'Готово #кино' }), [
      { type: 'post.published', postId: draft.id, authorId: author.id, ownerId: community.id, replyId: null, tags: ['кино'] },
    ]);
    await expectEvents(app, () => writePost(app, author.id, { id: draft.id, text: 'Правка #театр' }), [
      { type: 'post.updated', postId: draft.id, authorId: author.id, ownerId: community.id, replyId: null, tags: ['кино', 'театр'], moved: false },
    ]);

    const headers = await sessionHeaders(app, author.id);
    await expectEvents(app, () => app.inject({ method: 'DELETE', url: `/posts/${draft.id}`, headers }), [
      { type: 'post.deleted', postId: draft.id, authorId: author.id, ownerId: community.id, replyId: null, wasPublished: true, tags: ['театр'] },
    ]);
  });

  it('a published post is pushed on the new-posts counter and on its owner and author blogs', async () => {
    const author = await createUser(app);
    const community = await createCommunity(app, { creatorId: author.id });
    const sockets = await Promise.all([channels.newFeedPosts(), channels.blog(community.id), channels.blog(author.id)].map((channel) => subscribed(baseUrl, channel)));
    try {
      const pushes = sockets.map(nextPush);
      const post = await publishPost(app, author.id, { category_id: community.id });
      const envelopes = await Promise.all(pushes);
      for (const envelope of envelopes) {
        expect(envelope).toMatchObject({ event: 'new-post', data: { id: post.id, subsite_id: community.id, user_id: author.id } });
      }
      expect(envelopes.map((envelope) => envelope.channel)).toEqual([channels.newFeedPosts(), channels.blog(community.id), channels.blog(author.id)]);
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });
});
