import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { png, uploadImage } from '../../../../tests/support/media.ts';
import { block, createCommunity, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { FakeBotApi } from '../../../../tests/support/telegram-bot-api.ts';
import { communityMembers, notifications, posts, telegramLinks } from '../../db/schema/index.ts';
import { sealSecret } from '../../lib/sealed-secrets.ts';
import { TELEGRAM_LIMITS, type TelegramStateDto } from '../../../shared/dto/telegram.ts';

const botApi = new FakeBotApi();
let app: FastifyInstance;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let author: TestUser;
let community: { id: number; slug: string; name: string };
let token: string;
let strangerToken: string;
let channelId: number;

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser, payload?: object) {
  return app.inject({ method, url, payload, headers: { accept: 'application/json', ...(await sessionHeaders(app, user.id)) } });
}

const link = (subsiteId: number, user: TestUser, body: { token: string; channel: string }) => call('POST', `/telegram/${subsiteId}`, user, body);

async function linked(subsiteId: number, user: TestUser, channel = '@pero_news') {
  const res = await link(subsiteId, user, { token, channel });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TelegramStateDto>();
}

beforeAll(async () => {
  await botApi.start();
  token = botApi.addBot('pero_news_bot');
  strangerToken = botApi.addBot('stranger_bot');
  channelId = botApi.addChannel({ title: 'Новости Перо', username: 'pero_news', admins: [{ token }] });
  botApi.addChannel({ title: 'Чужой канал', username: 'not_ours', admins: [{ token, canPost: false }] });
  app = await buildTestApp({ config: { telegramApiUrl: botApi.url }, rateLimits: { telegramWrites: { max: 10_000 }, telegramImports: { max: 10_000 } } });
  [owner, admin, member, author] = await Promise.all([createUser(app), createUser(app), createUser(app), createUser(app)]);
  community = await createCommunity(app, { creatorId: owner.id });
  await app.db.insert(communityMembers).values({ subsiteId: community.id, userId: admin.id, role: 'admin' });
});
afterAll(async () => {
  await app.close();
  await botApi.stop();
});
beforeEach(async () => {
  await app.db.delete(telegramLinks);
  botApi.calls.length = 0;
});

describe('linking a channel', () => {
  it('checks the bot with Telegram and keeps the link without ever answering the token', async () => {
    const state = await linked(community.id, admin);
    expect(state.link).toMatchObject({ bot_username: 'pero_news_bot', channel_title: 'Новости Перо', channel: '@pero_news', channel_url: 'https://t.me/pero_news', enabled: true, last_error: null });
    expect(botApi.calls.map((c) => c.method)).toEqual(['getMe', 'getChat', 'getChatMember']);
    expect(botApi.calls[2]!.params).toMatchObject({ chat_id: channelId, user_id: botApi.botId(token) });
    const read = await call('GET', `/telegram/${community.id}`, owner);
    expect(read.json()).toEqual(state);
    expect(read.body).not.toContain(token.split(':')[1]);
    // Stored sealed: the database holds no usable token either.
    const [row] = await app.db.select({ token: telegramLinks.token }).from(telegramLinks).where(eq(telegramLinks.subsiteId, community.id));
    expect(row!.token).not.toContain(token.split(':')[1]);
  });

  it('refuses a malformed token or channel, a token Telegram rejects, and a bot that may not post, with reasons', async () => {
    const cases: Array<[{ token: string; channel: string }, string, RegExp]> = [
      [{ token: 'not-a-token', channel: '@pero_news' }, 'token', /токен/],
      [{ token, channel: 'pero news' }, 'channel', /-100/],
      [{ token: `1:${'x'.repeat(40)}`, channel: '@pero_news' }, 'token', /не принял/],
      [{ token, channel: '@nobody_here' }, 'channel', /не видит/],
      [{ token, channel: '@not_ours' }, 'channel', /администратор/],
      [{ token: strangerToken, channel: '@pero_news' }, 'channel', /администратор/],
    ];
    for (const [body, field, text] of cases) {
      const res = await link(community.id, owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]?.[0]).toMatch(text);
    }
    expect((await call('GET', `/telegram/${community.id}`, owner)).json()).toMatchObject({ link: null });
  });

  it('answers 403 to members who do not manage the community or blog, 404 to a missing one', async () => {
    await linked(community.id, owner);
    expect((await link(community.id, member, { token, channel: '@pero_news' })).statusCode).toBe(403);
    expect((await call('GET', `/telegram/${community.id}`, member)).statusCode).toBe(403);
    expect((await call('POST', `/telegram/${community.id}/enabled`, member, { enabled: false })).statusCode).toBe(403);
    expect((await call('DELETE', `/telegram/${community.id}`, member)).statusCode).toBe(403);
    expect((await call('GET', `/telegram/${author.id}`, member)).statusCode).toBe(403);
    expect((await call('GET', `/telegram/${community.id + 100_000}`, owner)).statusCode).toBe(404);
    expect(botApi.calls.filter((c) => c.method === 'getMe')).toHaveLength(1);
  });
});

describe('cross-posting', () => {
  it('sends a published post with a cover as a photo with its caption, and one without as a text message', async () => {
    await linked(community.id, owner);
    const image = await uploadImage(app, await sessionHeaders(app, owner.id));
    const withCover = await publishPost(app, owner.id, { category_id: community.id, blocks: [block.header('Пост <с обложкой> & смыслом'), block.paragraph('Лид поста.'), block.carousel([image.data.url])] });
    const plain = await publishPost(app, owner.id, { category_id: community.id, title: 'Просто текст', text: 'x'.repeat(5000) });
    await settle(app);

    const [photo] = botApi.sent('sendPhoto');
    expect(photo!.params).toMatchObject({ chat_id: String(channelId), photo: image.data.url, parse_mode: 'HTML' });
    const caption = photo!.params.caption as string;
    expect(caption).toMatch(/^<b>Пост &lt;с обложкой&gt; &amp; смыслом<\/b>\n\nЛид поста\.\n\nhttp.+\/\d+-/);
    expect(caption).toContain(`/${withCover.id}-`);
    const [text] = botApi.sent('sendMessage');
    const shown = (text!.params.text as string).replace(/<[^>]+>/g, '');
    expect([...shown].length).toBeLessThanOrEqual(4096);
    expect(text!.params.text).toContain(withCover.url.replace(/\d+-.*/, `${plain.id}-`));
    expect((await call('GET', `/telegram/${community.id}`, owner)).json().link.posts_sent).toBe(2);
  });

  it('keeps a caption within Telegram’s 1024 characters', async () => {
    await linked(author.id, author);
    const image = await uploadImage(app, await sessionHeaders(app, author.id));
    await publishPost(app, author.id, { blocks: [block.header('Т'.repeat(290)), block.paragraph('Л'.repeat(3000)), block.carousel([image.data.url])] });
    await settle(app);
    const caption = botApi.sent('sendPhoto')[0]!.params.caption as string;
    expect([...caption.replace(/<[^>]+>/g, '')].length).toBeLessThanOrEqual(1024);
    expect(caption).toMatch(/…\n\nhttp/);
  });

  it('edits the same message when the post is edited, and deletes it when the post is deleted', async () => {
    await linked(community.id, owner);
    const post = await publishPost(app, owner.id, { category_id: community.id, title: 'Первая версия' });
    await settle(app);
    const [sent] = botApi.sent('sendMessage');
    await writePost(app, owner.id, { id: post.id, category_id: community.id, title: 'Вторая версия' });
    await settle(app);
    const [edit] = botApi.sent('editMessageText');
    expect(edit!.params).toMatchObject({ chat_id: String(channelId), parse_mode: 'HTML' });
    expect(edit!.params.text).toContain('Вторая версия');
    expect(botApi.sent('sendMessage')).toHaveLength(1);

    expect((await call('DELETE', `/posts/${post.id}`, owner)).statusCode).toBeLessThan(300);
    await settle(app);
    const [deleted] = botApi.sent('deleteMessage');
    expect(deleted!.params.message_id).toBe(edit!.params.message_id);
    expect(botApi.sent('sendMessage')).toEqual([sent]);
  });

  it('sends nothing for drafts, for a switched-off link, or for another blog', async () => {
    await linked(community.id, owner);
    await writePost(app, owner.id, { category_id: community.id, title: 'Черновик' });
    await publishPost(app, author.id, { title: 'Чужой блог' });
    const off = await call('POST', `/telegram/${community.id}/enabled`, owner, { enabled: false });
    expect(off.json().link).toMatchObject({ enabled: false, disabled_reason: 'manual' });
    await publishPost(app, owner.id, { category_id: community.id, title: 'При выключенной связи' });
    await settle(app);
    expect(botApi.sent()).toEqual([]);
  });

  it('removes the message of a post a moderator hides', async () => {
    await linked(community.id, owner);
    const post = await publishPost(app, owner.id, { category_id: community.id, title: 'Будет снят' });
    await settle(app);
    const hidden = await call('POST', `/posts/${post.id}/unpublish`, admin, { reason: 'Спам' });
    expect(hidden.statusCode, hidden.body).toBeLessThan(300);
    await settle(app);
    expect(botApi.sent('deleteMessage')).toHaveLength(1);
  });

  it('records a refusal on the link, and switches it off with a notice after repeated failures', async () => {
    await linked(community.id, owner);
    botApi.failNext('sendMessage', 401, 'Unauthorized');
    await publishPost(app, owner.id, { category_id: community.id, title: 'Токен отозван' });
    await settle(app);
    let state = (await call('GET', `/telegram/${community.id}`, owner)).json<TelegramStateDto>();
    expect(state.link).toMatchObject({ enabled: true, consecutive_failures: 1, last_error: '401: Unauthorized' });

    for (let i = 1; i < TELEGRAM_LIMITS.failuresToDisable; i++) {
      botApi.failNext('sendMessage', 403, 'Forbidden: bot was kicked from the channel chat');
      await publishPost(app, owner.id, { category_id: community.id, title: `Бот удалён ${i}` });
      await settle(app);
    }
    state = (await call('GET', `/telegram/${community.id}`, owner)).json<TelegramStateDto>();
    expect(state.link).toMatchObject({ enabled: false, disabled_reason: 'failures', last_error: '403: Forbidden: bot was kicked from the channel chat' });
    const notices = await app.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.type, 'telegram_disabled'));
    expect(notices.map((n) => n.userId).sort()).toEqual([owner.id, admin.id].sort());

    const before = botApi.sent().length;
    await publishPost(app, owner.id, { category_id: community.id, title: 'После выключения' });
    await settle(app);
    expect(botApi.sent()).toHaveLength(before);
  });
});

describe('a token sealed under another secret', () => {
  it('is told on the link as a failure to fix by linking again, and nothing is sent', async () => {
    await linked(community.id, owner);
    await app.db.update(telegramLinks).set({ token: sealSecret('telegram', 'x'.repeat(48), token) }).where(eq(telegramLinks.subsiteId, community.id));
    await publishPost(app, owner.id, { category_id: community.id, title: 'После смены секрета' });
    await settle(app);
    expect(botApi.sent()).toEqual([]);
    expect((await call('GET', `/telegram/${community.id}`, owner)).json().link.last_error).toMatch(/^401: .*link the channel again/);
  });
});

function exportZip(messages: object[], photo: Buffer): Uint8Array {
  // Exports name the channel without the Bot API's -100.
  const result = { name: 'Новости Перо', type: 'public_channel', id: Number(String(channelId).slice(4)), messages };
  return zipSync({ 'ChatExport_2024-05-01/result.json': strToU8(JSON.stringify(result)), 'ChatExport_2024-05-01/photos/photo_1@01-05-2024_10-00-00.jpg': photo });
}

function uploadBody(zip: Uint8Array, publish: boolean) {
  const boundary = `pero${randomBytes(8).toString('hex')}`;
  const field = `--${boundary}\r\nContent-Disposition: form-data; name="publish"\r\n\r\n${publish ? '1' : '0'}\r\n`;
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.zip"\r\nContent-Type: application/zip\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(field + file), Buffer.from(zip), Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('importing an export', () => {
  it('makes drafts of the channel’s messages with their formatting, photo and date, and nothing new the second time', async () => {
    await linked(author.id, author);
    const messages = [
      { id: 1, type: 'service', date: '2024-04-30T09:00:00', date_unixtime: '1714467600', action: 'create_channel', text: '', text_entities: [] },
      {
        id: 2,
        type: 'message',
        date: '2024-05-01T10:00:00',
        date_unixtime: '1714557600',
        text_entities: [
          { type: 'plain', text: 'Запуск Перо\n' },
          { type: 'bold', text: 'Жирный' },
          { type: 'plain', text: ' и ' },
          { type: 'italic', text: 'курсив' },
          { type: 'plain', text: ', ' },
          { type: 'text_link', text: 'ссылка', href: 'https://example.com/a?b=1&c=2' },
          { type: 'plain', text: ' <тег> ' },
          { type: 'hashtag', text: '#новости' },
          { type: 'plain', text: '\n\nВторой абзац с ' },
          { type: 'code', text: 'code()' },
        ],
      },
      { id: 3, type: 'message', date: '2024-05-02T10:00:00', date_unixtime: '1714644000', photo: 'photos/photo_1@01-05-2024_10-00-00.jpg', width: 64, height: 48, text_entities: [{ type: 'plain', text: 'Фото дня' }] },
      { id: 4, type: 'message', date: '2024-05-03T10:00:00', date_unixtime: '1714730400', poll: { question: 'Да?', answers: [] }, text_entities: [] },
      { id: 5, type: 'message', date: '2024-05-03T11:00:00', date_unixtime: '1714734000', media_type: 'sticker', file: 'stickers/s.webp', text_entities: [] },
    ];
    const zip = exportZip(messages, await png(64, 48));
    const start = async () => {
      const body = uploadBody(zip, false);
      const res = await app.inject({ method: 'POST', url: `/telegram/${author.id}/import`, payload: body.payload, headers: { accept: 'application/json', 'content-type': body.contentType, ...(await sessionHeaders(app, author.id)) } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().import).toMatchObject({ status: 'queued', publish: false });
      await settle(app);
      return (await call('GET', `/telegram/${author.id}`, author)).json<TelegramStateDto>().import;
    };

    expect(await start()).toMatchObject({ status: 'done', total: 2, processed: 2, created: 2, skipped: 0, ignored: 3 });
    const imported = await app.db.select().from(posts).where(eq(posts.userId, author.id)).orderBy(posts.id);
    const [text, photo] = imported.slice(-2);
    expect(text).toMatchObject({ title: 'Запуск Перо', isPublish: false, subsiteId: author.id });
    expect(text!.createdAt.toISOString()).toBe('2024-05-01T10:00:00.000Z');
    const html = text!.blocks.map((b) => (b.type === 'paragraph' ? b.data.text : '')).filter(Boolean);
    expect(html[0]).toContain('<b>Жирный</b> и <i>курсив</i>, <a href="https://example.com/a?b=1&amp;c=2"');
    expect(html[0]).toContain('&lt;тег&gt; #новости');
    expect(html[1]).toBe('Второй абзац с code()');
    expect(photo).toMatchObject({ title: 'Фото дня' });
    expect(photo!.blocks.some((b) => b.type === 'carousel')).toBe(true);
    // Drafts are never sent to the channel, and an import sends nothing back.
    expect(botApi.sent()).toEqual([]);

    expect(await start()).toMatchObject({ status: 'done', total: 2, created: 0, skipped: 2, ignored: 3 });
    expect(await app.db.select({ id: posts.id }).from(posts).where(eq(posts.userId, author.id))).toHaveLength(imported.length);
  });

  it('publishes at once when asked, dated as the messages, and sends none of them back to the channel', async () => {
    const community2 = await createCommunity(app, { creatorId: owner.id });
    await linked(community2.id, owner);
    const messages = [1, 2, 3].map((id) => ({ id: 9000 + id, type: 'message', date_unixtime: String(1_700_000_000 + id * 3600), text_entities: [{ type: 'plain', text: `Заголовок ${id}\nТекст сообщения ${id}` }] }));
    const body = uploadBody(exportZip(messages, await png(8, 8)), true);
    const res = await app.inject({ method: 'POST', url: `/telegram/${community2.id}/import`, payload: body.payload, headers: { accept: 'application/json', 'content-type': body.contentType, ...(await sessionHeaders(app, owner.id)) } });
    expect(res.statusCode, res.body).toBe(200);
    await settle(app);
    const imported = await app.db.select({ title: posts.title, isPublish: posts.isPublish, publishedAt: posts.publishedAt }).from(posts).where(eq(posts.subsiteId, community2.id)).orderBy(posts.id);
    expect(imported).toEqual([1, 2, 3].map((id) => ({ title: `Заголовок ${id}`, isPublish: true, publishedAt: new Date((1_700_000_000 + id * 3600) * 1000) })));
    expect(botApi.sent()).toEqual([]);
  });

  it('refuses an archive over the limit with 413 and keeps none of it', async () => {
    const community3 = await createCommunity(app, { creatorId: owner.id });
    await linked(community3.id, owner);
    const body = uploadBody(new Uint8Array(TELEGRAM_LIMITS.importBytes + 1), false);
    const res = await app.inject({ method: 'POST', url: `/telegram/${community3.id}/import`, payload: body.payload, headers: { accept: 'application/json', 'content-type': body.contentType, ...(await sessionHeaders(app, owner.id)) } });
    expect(res.statusCode, res.body).toBe(413);
    const kept = await readdir(path.join(app.config.dataDir, 'tmp')).catch(() => []);
    expect(kept.filter((file) => file.startsWith('telegram-import-'))).toEqual([]);
  });

  it('refuses an import without a linked channel, and reports an archive without an export', async () => {
    const body = uploadBody(zipSync({ 'a.txt': strToU8('nothing') }), false);
    const headers = { accept: 'application/json', 'content-type': body.contentType, ...(await sessionHeaders(app, author.id)) };
    expect((await app.inject({ method: 'POST', url: `/telegram/${author.id}/import`, payload: body.payload, headers })).statusCode).toBe(422);
    await linked(author.id, author);
    expect((await app.inject({ method: 'POST', url: `/telegram/${author.id}/import`, payload: body.payload, headers })).statusCode).toBe(200);
    // One at a time: the first is still queued.
    const second = await app.inject({ method: 'POST', url: `/telegram/${author.id}/import`, payload: body.payload, headers });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.file[0]).toMatch(/ещё идёт/);
    await settle(app);
    expect((await call('GET', `/telegram/${author.id}`, author)).json().import).toMatchObject({ status: 'failed', error: 'telegram.errors.importBroken' });
  });
});
