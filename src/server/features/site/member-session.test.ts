/** A page reads the member's shell with their session: the same shell the statement of its own reads. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { createCommunity } from '../../../../tests/support/posts.ts';
import { communityMembers, follows, notifications, subsites } from '../../db/schema/index.ts';
import { createSession } from '../../kernel/sessions.ts';
import { memberShell } from './member-shell.ts';
import { resolveMemberSession, shellReadWithSession } from './member-session.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const request = (headers: Record<string, string>) => ({ method: 'GET', headers }) as unknown as FastifyRequest;

describe('the session read for a page', () => {
  it('brings the shell the member has, as the shell read alone does', async () => {
    const member = await createUser(app);
    const owner = await createUser(app);
    const gardeners = await createCommunity(app, { creatorId: owner.id, name: 'Садоводы' });
    const fishers = await createCommunity(app, { creatorId: owner.id, name: 'Рыбаки' });
    await createCommunity(app, { creatorId: member.id, name: 'Свои' });
    await app.db.insert(follows).values([
      { userId: member.id, subsiteId: gardeners.id, favorite: true },
      { userId: member.id, subsiteId: fishers.id },
    ]);
    await app.db.insert(communityMembers).values({ subsiteId: fishers.id, userId: member.id, role: 'moder' });
    await app.db.insert(notifications).values({ userId: member.id, type: 'new_follower', groupKey: `follower:${owner.id}` });
    await app.db.update(subsites).set({ isOfficial: true, ratingPlace: 7 }).where(eq(subsites.id, member.id));

    const page = request({ accept: 'text/html' });
    expect((await resolveMemberSession(app.db, page, await createSession(app.db, member.id)))?.id).toBe(member.id);
    const alone = await memberShell(app.db, member.id);
    expect(shellReadWithSession(page)).toEqual(alone);
    expect(alone).toMatchObject({ myTopics: 1, moderates: true, notSaw: 1, notRead: 1, badges: { is_official: true, current_rating_place: 7 } });
    expect(alone.followings.map((item) => item.name)).toEqual(expect.arrayContaining(['Садоводы', 'Рыбаки']));
    expect(alone.followings[0]?.name).toBe('Садоводы');
  });

  it('reads no shell for a JSON call, and nothing for a token that names no session', async () => {
    const member = await createUser(app);
    const call = request({ accept: 'application/json' });
    expect((await resolveMemberSession(app.db, call, await createSession(app.db, member.id)))?.id).toBe(member.id);
    expect(shellReadWithSession(call)).toBeUndefined();
    const page = request({ 'x-inertia': 'true' });
    expect(await resolveMemberSession(app.db, page, 'no-such-token')).toBeNull();
    expect(shellReadWithSession(page)).toBeUndefined();
  });
});
