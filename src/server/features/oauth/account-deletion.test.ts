import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { pageProps, postJson, RELAXED_AUTH_LIMITS } from '../../../../tests/support/auth.ts';
import { createUser, TEST_PASSWORD } from '../../../../tests/support/factories.ts';
import { publishPost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { accountDeletions, chats, comments, follows, messages, posts, sessions, subsites, users } from '../../db/schema/index.ts';
import { resolveSession, type AuthUser } from '../../kernel/sessions.ts';
import { startChat, sendMessage } from '../chats/index.ts';
import { createComment } from '../comments/index.ts';
import { followSubsite } from '../follows/index.ts';
import { freeDeletedEmail, scrubAccount } from './account-deletion.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: RELAXED_AUTH_LIMITS });
});
afterAll(() => app.close());

async function viewer(userId: number): Promise<AuthUser> {
  const headers = await sessionHeaders(app, userId);
  return (await resolveSession(app.db, /pero_session=([^;]+)/.exec(headers.cookie)![1]!))!;
}

const counts = async (id: number) => (await app.db.select({ followers: subsites.followersCount, followings: subsites.followingsCount }).from(subsites).where(eq(subsites.id, id)))[0]!;

/** A member with a post, a comment on someone's post, follows both ways and a private chat. */
async function activeMember() {
  const member = await createUser(app);
  const friend = await createUser(app);
  const own = await publishPost(app, member.id, { title: 'Мой маршрут по Карелии' });
  const friendsPost = await publishPost(app, friend.id, { title: 'Осенний Петербург' });
  const commentId = await createComment(app.db, await viewer(member.id), { comment: 'Отличные фотографии!', post_id: friendsPost.id });
  await followSubsite(app.db, member.id, friend.id);
  await followSubsite(app.db, friend.id, member.id);
  const chatId = await startChat(app.db, await viewer(member.id), friend.id);
  await sendMessage(app.db, await viewer(member.id), chatId, { content: 'Привет! Можно маршрут?' });
  return { member, friend, ownPostId: own.id, friendsPostId: friendsPost.id, commentId, chatId };
}

describe('POST /settings/account/delete', () => {
  it('is confirmed by the password; a wrong one or a guest is refused', async () => {
    const member = await createUser(app);
    const headers = await sessionHeaders(app, member.id);
    const wrong = await postJson(app, '/settings/account/delete', { content: 'anonymise', password: 'not-the-password' }, headers);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toBeDefined();
    expect((await postJson(app, '/settings/account/delete', { content: 'keep' }, headers)).statusCode).toBe(422);
    expect((await postJson(app, '/settings/account/delete', { content: 'anonymise', password: TEST_PASSWORD }, guestHeaders())).statusCode).toBe(401);
    expect(await app.db.select().from(accountDeletions).where(eq(accountDeletions.userId, member.id))).toEqual([]);
  });

  it('asks for a code from the app as well as the password when two-factor sign-in is on', async () => {
    const member = await createUser(app);
    const headers = await sessionHeaders(app, member.id);
    const { secret } = (await postJson(app, '/settings/two-factor/setup', { password: TEST_PASSWORD }, headers)).json();
    const codes: string[] = (await postJson(app, '/settings/two-factor/enable', { code: await generate({ secret }) }, headers)).json().recovery_codes;

    const passwordOnly = await postJson(app, '/settings/account/delete', { content: 'anonymise', password: TEST_PASSWORD }, headers);
    expect(passwordOnly.statusCode).toBe(422);
    expect(Object.keys(passwordOnly.json().errors)).toEqual(['code']);
    const wrongCode = await postJson(app, '/settings/account/delete', { content: 'anonymise', password: TEST_PASSWORD, code: '000000' }, headers);
    expect(wrongCode.json().errors.code).toEqual(['Неверный или устаревший код']);
    // A right code does not stand in for the password.
    expect((await postJson(app, '/settings/account/delete', { content: 'anonymise', password: 'not-the-password', code: codes[0] }, headers)).json().errors).toHaveProperty('password');
    expect(await app.db.select().from(accountDeletions).where(eq(accountDeletions.userId, member.id))).toEqual([]);

    expect((await postJson(app, '/settings/account/delete', { content: 'anonymise', password: TEST_PASSWORD, code: codes[1] }, headers)).statusCode).toBe(200);
  });

  it('signs the member out everywhere at once, and the password no longer signs in', async () => {
    const member = await createUser(app);
    const headers = await sessionHeaders(app, member.id);
    await sessionHeaders(app, member.id);
    const res = await postJson(app, '/settings/account/delete', { content: 'anonymise', password: TEST_PASSWORD }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('deleted');
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    expect((await pageProps(app, headers.cookie)).auth.user).toBeNull();
    const login = await postJson(app, '/login', { email: member.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(422);
  });

  it('anonymises: posts and comments stay under "Deleted account"; follows, counters and the private chat go', async () => {
    const { member, friend, ownPostId, commentId, chatId } = await activeMember();
    const before = await counts(friend.id);
    await postJson(app, '/settings/account/delete', { content: 'anonymise', password: TEST_PASSWORD }, await sessionHeaders(app, member.id));
    expect(await scrubAccount(app.db, app.storage, member.id)).toBe(true);

    const [blog] = await app.db.select().from(subsites).where(eq(subsites.id, member.id));
    expect(blog!.name).toBe('Удалённый аккаунт');
    expect(blog!.slug).toBe(`deleted_${member.id}`);
    expect((await app.db.select({ deletedAt: posts.deletedAt }).from(posts).where(eq(posts.id, ownPostId)))[0]!.deletedAt).toBeNull();
    expect((await app.db.select({ text: comments.text }).from(comments).where(eq(comments.id, commentId)))[0]!.text).toBe('Отличные фотографии!');

    expect(await counts(friend.id)).toEqual({ followers: before.followers - 1, followings: before.followings - 1 });
    expect(await app.db.select().from(follows).where(eq(follows.userId, member.id))).toEqual([]);
    expect(await app.db.select().from(follows).where(eq(follows.subsiteId, member.id))).toEqual([]);
    expect(await app.db.select().from(chats).where(eq(chats.id, chatId))).toEqual([]);
    expect(await app.db.select().from(messages).where(eq(messages.userId, member.id))).toEqual([]);
    // A second run finds nothing left to do.
    expect(await scrubAccount(app.db, app.storage, member.id)).toBe(false);
  });

  it('removes posts and comments when asked, moving the comment count of the post they were under', async () => {
    const { member, ownPostId, friendsPostId, commentId } = await activeMember();
    const commentsBefore = (await app.db.select({ n: posts.commentsCount }).from(posts).where(eq(posts.id, friendsPostId)))[0]!.n;
    await postJson(app, '/settings/account/delete', { content: 'remove', password: TEST_PASSWORD }, await sessionHeaders(app, member.id));
    await scrubAccount(app.db, app.storage, member.id);
    expect((await app.db.select({ deletedAt: posts.deletedAt }).from(posts).where(eq(posts.id, ownPostId)))[0]!.deletedAt).not.toBeNull();
    expect((await app.db.select({ deletedAt: comments.deletedAt }).from(comments).where(eq(comments.id, commentId)))[0]!.deletedAt).not.toBeNull();
    expect((await app.db.select({ n: posts.commentsCount }).from(posts).where(eq(posts.id, friendsPostId)))[0]!.n).toBe(commentsBefore - 1);
  });

  it('keeps the address taken through the grace period, then frees it for a new registration', async () => {
    const member = await createUser(app);
    await postJson(app, '/settings/account/delete', { content: 'anonymise', password: TEST_PASSWORD }, await sessionHeaders(app, member.id));
    const register = () => postJson(app, '/register', { name: 'Новый человек', email: member.email, password: 'another-long-password-1' });
    const early = await register();
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.email).toBeDefined();
    await scrubAccount(app.db, app.storage, member.id);
    await freeDeletedEmail(app.db, member.id);
    expect((await app.db.select({ email: users.email }).from(users).where(eq(users.id, member.id)))[0]!.email).toBe(`deleted-${member.id}@deleted.invalid`);
    expect((await register()).statusCode).toBe(200);
  });
});
