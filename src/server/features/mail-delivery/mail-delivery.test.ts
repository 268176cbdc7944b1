import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { readMailDir, type SentMail } from '../../../../tests/support/mail.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { inertiaHeaders } from '../../../../tests/support/posts.ts';
import { users } from '../../db/schema/index.ts';
import type { Language } from '../../../shared/dto/user.ts';
import { digestFrequency, setDigestFrequency } from './digest.ts';
import { unsubscribeToken } from './unsubscribe-tokens.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function member(language: Language, settings: Record<string, boolean> = {}, verified = true) {
  const user = await createUser(app, { verified });
  await app.db.update(users).set({ language, notificationSettings: settings }).where(eq(users.id, user.id));
  return user;
}

const settingsOf = async (userId: number) => (await app.db.select({ s: users.notificationSettings }).from(users).where(eq(users.id, userId)))[0]!.s;

async function mailsTo(email: string): Promise<SentMail[]> {
  return (await readMailDir(app.config.dataDir)).filter((mail) => mail.to.includes(email));
}

async function notify(userId: number, kind = 'comment_reply') {
  await app.jobs.send('mail.notification', { userId, kind, title: 'Ответ на ваш комментарий', text: 'Мария ответила: «Согласна»', url: `${app.config.appUrl}/post/1?comment=2` });
  await app.jobs.runDue();
}

const tokenIn = (mail: SentMail) => /\/unsubscribe\/([\w.-]+)>/.exec(mail.headers.get('list-unsubscribe') ?? '')![1]!;

const oneClick = (token: string) =>
  app.inject({ method: 'POST', url: `/unsubscribe/${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

describe('notification letters', () => {
  it('carry both one-click unsubscribe headers and speak the member’s language', async () => {
    const russian = await member('ru', { 'comment_reply:email': true });
    const english = await member('en', { 'comment_reply:email': true });
    await notify(russian.id);
    await notify(english.id);

    const [ru] = await mailsTo(russian.email);
    expect(ru!.subject).toContain('Ответ на ваш комментарий');
    expect(ru!.headers.get('list-unsubscribe')).toMatch(new RegExp(`^<${app.config.appUrl}/unsubscribe/[\\w.-]+>$`));
    expect(ru!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(ru!.text).toContain('Больше не присылать такие письма');
    expect(ru!.html).toContain(`/post/1?comment=2`);

    const [en] = await mailsTo(english.email);
    expect(en!.text).toContain('Stop sending letters like this');
    expect(en!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('are not sent while the kind’s email is off (the default), nor to an unconfirmed address', async () => {
    const quiet = await member('ru');
    const unconfirmed = await member('ru', { 'comment_reply:email': true }, false);
    await notify(quiet.id);
    await notify(unconfirmed.id);
    expect(await mailsTo(quiet.email)).toEqual([]);
    expect(await mailsTo(unconfirmed.email)).toEqual([]);
  });
});

describe('one-click unsubscribe', () => {
  it('turns off exactly the kind the letter was about, with no session or CSRF token', async () => {
    const reader = await member('ru', { 'comment_reply:email': true, 'post_like:email': true });
    await notify(reader.id);
    const res = await oneClick(tokenIn((await mailsTo(reader.email))[0]!));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'unsubscribed' });
    expect(await settingsOf(reader.id)).toEqual({ 'comment_reply:email': false, 'post_like:email': true });

    // Turned off, the next notification of that kind stays unsent.
    await notify(reader.id);
    expect(await mailsTo(reader.email)).toHaveLength(1);
  });

  it('turns the digest off from a digest token', async () => {
    const reader = await member('en');
    await setDigestFrequency(app.db, reader.id, 'weekly');
    expect((await oneClick(unsubscribeToken(app.config.sessionSecret, { userId: reader.id, topic: 'digest' }))).statusCode).toBe(200);
    expect(await digestFrequency(app.db, reader.id)).toBe('off');
  });

  it('answers 404 to a tampered or foreign token and changes nothing', async () => {
    const reader = await member('ru', { 'comment_reply:email': true });
    const other = await member('ru', { 'comment_reply:email': true });
    const token = unsubscribeToken(app.config.sessionSecret, { userId: reader.id, topic: 'notification:comment_reply' });
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(`${other.id}|notification:comment_reply`).toString('base64url');
    const foreign = unsubscribeToken('another-secret-that-is-long-enough-0123456789', { userId: reader.id, topic: 'notification:comment_reply' });
    for (const bad of [`${forged}.${signature}`, `${payload}.${signature!.slice(0, -2)}xx`, foreign, 'nonsense']) {
      expect((await oneClick(bad)).statusCode).toBe(404);
      expect((await app.inject({ url: `/unsubscribe/${bad}` })).statusCode).toBe(404);
    }
    expect(await settingsOf(reader.id)).toEqual({ 'comment_reply:email': true });
    expect(await settingsOf(other.id)).toEqual({ 'comment_reply:email': true });
  });

  it('asks on its page first, in the member’s language, and says when it is done', async () => {
    const reader = await member('en');
    await setDigestFrequency(app.db, reader.id, 'daily');
    const token = unsubscribeToken(app.config.sessionSecret, { userId: reader.id, topic: 'digest' });

    const page = await app.inject({ url: `/unsubscribe/${token}`, headers: inertiaHeaders });
    expect(page.statusCode).toBe(200);
    expect(page.json().component).toBe('Mail/Unsubscribe');
    expect(page.json().props).toMatchObject({ token, topic: 'digest', unsubscribed: false });
    // The page asks: opening it (as a link scanner would) turns nothing off.
    expect(await digestFrequency(app.db, reader.id)).toBe('daily');

    const html = await app.inject({ url: `/unsubscribe/${token}`, headers: { accept: 'text/html' } });
    expect(html.body).toContain('Отписаться от дайджеста лучших постов?');

    const form = await app.inject({ method: 'POST', url: `/unsubscribe/${token}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(`/unsubscribe/${token}`);
    const done = await app.inject({ url: `/unsubscribe/${token}`, headers: inertiaHeaders });
    expect(done.json().props.unsubscribed).toBe(true);
  });
});

describe('POST /settings/digest', () => {
  it('sets the frequency for the member and reads it back', async () => {
    const reader = await member('ru');
    const headers = await sessionHeaders(app, reader.id);
    expect((await app.inject({ url: '/settings/digest', headers })).json()).toEqual({ frequency: 'off' });
    const res = await app.inject({ method: 'POST', url: '/settings/digest', headers, payload: { frequency: 'weekly' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ frequency: 'weekly' });
    expect((await app.inject({ url: '/settings/digest', headers })).json()).toEqual({ frequency: 'weekly' });
  });

  it('answers 422 to a frequency it does not know and 401 to a guest', async () => {
    const reader = await member('ru');
    const headers = await sessionHeaders(app, reader.id);
    const bad = await app.inject({ method: 'POST', url: '/settings/digest', headers, payload: { frequency: 'hourly' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('frequency');
    expect((await app.inject({ method: 'POST', url: '/settings/digest', headers: guestHeaders(), payload: { frequency: 'daily' } })).statusCode).toBe(401);
  });
});
