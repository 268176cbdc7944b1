import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { errorAnswer, invalidAnswer } from '../../../../tests/support/errors.ts';
import { block, createCommunity, inertiaHeaders, publishByRoute, savePostRequest, saveByRoute } from '../../../../tests/support/posts.ts';
import { uploadImage } from '../../../../tests/support/media.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { posts, postTags, subsites, users } from '../../db/schema/index.ts';
import { setAccountRole } from '../accounts/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function postRow(id: number) {
  const [row] = await app.db.select().from(posts).where(eq(posts.id, id));
  return row!;
}

async function tagsOf(id: number) {
  return (await app.db.select({ tag: postTags.tag }).from(postTags).where(eq(postTags.postId, id))).map((r) => r.tag).sort();
}

async function pageProps(url: string, userId?: number) {
  const headers = userId ? { ...inertiaHeaders, ...(await sessionHeaders(app, userId)) } : inertiaHeaders;
  return app.inject({ url, headers });
}

describe('POST /posts: drafts and publishing', () => {
  it('creates a draft on the first autosave and updates it on the next ones', async () => {
    const author = await createUser(app);
    const headers = await sessionHeaders(app, author.id);
    const first = await savePostRequest(app, headers, { title: 'Как мы перешли на PostgreSQL', text: 'Черновик #база' });
    expect(first.statusCode).toBe(200);
    const draft = first.json();
    expect(draft).toEqual({ id: expect.any(Number), url: `/${author.slug}/${draft.id}-kak-my-pereshli-na-postgresql`, is_publish: 0 });

    const row = await postRow(draft.id);
    expect(row).toMatchObject({ userId: author.id, subsiteId: author.id, isPublish: false, publishedAt: null, title: 'Как мы перешли на PostgreSQL' });
    expect(await tagsOf(draft.id)).toEqual(['база']);

    const second = await savePostRequest(app, headers, { id: draft.id, title: 'Как мы перешли на PostgreSQL', text: 'Уже почти готово #postgres #Миграция' });
    expect(second.json()).toEqual(draft);
    expect(await tagsOf(draft.id)).toEqual(['postgres', 'миграция']);
    expect((await postRow(draft.id)).excerpt).toBe('Уже почти готово #postgres #Миграция');
  });

  it('publishes once: published_at is set on publish and kept on later saves, which stay published', async () => {
    const author = await createUser(app);
    const draft = await saveByRoute(app, author.id, { title: 'Публикация' });
    const published = await saveByRoute(app, author.id, { id: draft.id, title: 'Публикация', is_publish: 1 });
    expect(published.is_publish).toBe(1);
    const { publishedAt } = await postRow(draft.id);
    expect(publishedAt).toBeInstanceOf(Date);

    const resaved = await saveByRoute(app, author.id, { id: draft.id, title: 'Публикация', text: 'Правка', is_publish: 0 });
    expect(resaved.is_publish).toBe(1);
    const row = await postRow(draft.id);
    expect(row.isPublish).toBe(true);
    expect(row.publishedAt).toEqual(publishedAt);
  });

  it('refuses to publish a post whose every field is made of invisible characters', async () => {
    const author = await createUser(app);
    const headers = await sessionHeaders(app, author.id);
    const invisible = '\u200b\u200c\u200d\u2060\ufeff\u202e\u2066\u00ad&nbsp; ';
    const publish = await savePostRequest(app, headers, {
      blocks: [block.header(invisible), block.paragraph(`<b>${invisible}</b>`), block.list([invisible]), block.quote(invisible)],
      is_publish: 1,
    });
    expect(publish.statusCode).toBe(422);
    expect(publish.json()).toEqual(invalidAnswer({ blocks: 'posts.errors.publishEmpty' }));

    const visible = await savePostRequest(app, headers, { blocks: [block.paragraph(`${invisible}Текст`)], is_publish: 1 });
    expect(visible.statusCode).toBe(200);
  });

  it('keeps an empty draft but refuses to publish one', async () => {
    const author = await createUser(app);
    const headers = await sessionHeaders(app, author.id);
    const empty = await savePostRequest(app, headers, { blocks: [block.paragraph('  '), block.delimiter()] });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().url).toMatch(/\/\d+-post$/);

    const publish = await savePostRequest(app, headers, { id: empty.json().id, blocks: [block.delimiter()], is_publish: 1 });
    expect(publish.statusCode).toBe(422);
    expect(publish.json()).toEqual(invalidAnswer({ blocks: 'posts.errors.publishEmpty' }));

    const textOnly = await savePostRequest(app, headers, { id: empty.json().id, blocks: [block.paragraph('Просто мысль без заголовка')], is_publish: 1 });
    expect(textOnly.json()).toMatchObject({ is_publish: 1 });
  });

  it('always writes as the signed-in user, whatever user_id says', async () => {
    const author = await createUser(app);
    const other = await createUser(app);
    const saved = await saveByRoute(app, author.id, { user_id: other.id });
    expect((await postRow(saved.id)).userId).toBe(author.id);
  });

  it('asks guests to sign in and needs the CSRF header', async () => {
    const guest = await app.inject({ method: 'POST', url: '/posts', payload: { blocks: [] }, headers: { accept: 'application/json', ...guestHeaders() } });
    expect(guest.statusCode).toBe(401);
    const author = await createUser(app);
    const { cookie } = await sessionHeaders(app, author.id);
    const noCsrf = await app.inject({ method: 'POST', url: '/posts', payload: { blocks: [] }, headers: { accept: 'application/json', cookie } });
    expect(noCsrf.statusCode).toBe(419);
  });

  it('refuses a site-wide banned author', async () => {
    const author = await createUser(app);
    await app.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, author.id));
    const res = await savePostRequest(app, await sessionHeaders(app, author.id));
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /posts: editing is the author’s alone', () => {
  it('answers a foreign id exactly like a missing one', async () => {
    const author = await createUser(app);
    const intruder = await createUser(app);
    const draft = await saveByRoute(app, author.id);
    const published = await publishByRoute(app, author.id);
    const headers = await sessionHeaders(app, intruder.id);

    const missing = await savePostRequest(app, headers, { id: 999_999, title: 'Взлом' });
    const foreignDraft = await savePostRequest(app, headers, { id: draft.id, title: 'Взлом' });
    const foreignPublished = await savePostRequest(app, headers, { id: published.id, title: 'Взлом' });
    expect(missing.statusCode).toBe(404);
    expect(foreignDraft.statusCode).toBe(404);
    expect(foreignPublished.statusCode).toBe(404);
    expect(foreignDraft.body).toBe(missing.body);
    expect(foreignPublished.body).toBe(missing.body);
    expect((await postRow(draft.id)).title).toBe('Заголовок поста');
  });
});

describe('POST /posts: blocks', () => {
  // The carousel shows our own files; the link card's remote picture cannot be copied here
  // (the test app reaches no other host), so it is left out (posts.remote-media.test.ts copies them).
  const everyType = (ownPicture: string) => [
    block.header('Все типы блоков'),
    block.paragraph('Абзац с <b>жирным</b>, <i>курсивом</i>, <mark>выделением</mark> и <a href="https://example.com/a">ссылкой</a>.'),
    block.list(['первый', 'второй'], 'ordered'),
    block.quote('Цитата<br>в две строки', 'Автор'),
    block.delimiter(),
    block.embed(),
    block.link('https://example.com/article', { title: 'Статья', description: 'Описание статьи', image: { url: 'https://example.com/cover.png' } }),
    block.carousel([ownPicture, ownPicture]),
    block.paragraph('Скрытый спойлер', { Hide: true, ShowInFeed: false }),
  ];

  it('round-trips every block type through the post page', async () => {
    const author = await createUser(app);
    const picture = (await uploadImage(app, await sessionHeaders(app, author.id))).data.url;
    const input = everyType(picture);
    const saved = await publishByRoute(app, author.id, { blocks: input });
    const res = await pageProps(saved.url);
    expect(res.statusCode).toBe(200);
    const { post } = res.json().props;
    expect(post.blocks.map((b: { type: string }) => b.type)).toEqual(['header', 'paragraph', 'list', 'quote', 'delimiter', 'embed', 'link', 'carousel', 'paragraph']);
    expect(post.blocks.map((b: { id: string }) => b.id)).toEqual(input.map((b) => b.id));
    expect(post.blocks[1].data.text).toBe(
      'Абзац с <b>жирным</b>, <i>курсивом</i>, <mark>выделением</mark> и <a href="https://example.com/a" rel="nofollow noopener" target="_blank">ссылкой</a>.',
    );
    expect(post.blocks[2].data).toEqual({ style: 'ordered', items: [{ content: 'первый', items: [] }, { content: 'второй', items: [] }] });
    expect(post.blocks[3].data).toEqual({ text: 'Цитата<br />в две строки', caption: 'Автор', alignment: 'left' });
    expect(post.blocks[5].data).toMatchObject({ service: 'youtube', embed: 'https://www.youtube.com/embed/dQw4w9WgXcQ', width: 580, height: 320 });
    expect(post.blocks[6].data).toEqual({ link: 'https://example.com/article', meta: { title: 'Статья', description: 'Описание статьи' } });
    expect(post.blocks[7].data.items).toHaveLength(2);
    expect(post.blocks[7].data.items[0]).toMatchObject({ url: picture, caption: { width: 800, height: 600, is_image: true, format: 'webp' } });
    expect(post.blocks[8].tunes).toEqual({ Hide: true, ShowInFeed: false });
    expect(post.title).toBe('Все типы блоков');
  });

  it('answers invalid blocks with 422 keyed by path', async () => {
    const author = await createUser(app);
    const headers = await sessionHeaders(app, author.id);
    const res = await savePostRequest(app, headers, {
      blocks: [block.header('Ок'), { id: 'x1', type: 'mystery', data: {} }, block.embed('https://evil.test/embed/x'), block.link('javascript:alert(1)')],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { 'blocks.1.type': expect.any(Array), 'blocks.2.data.embed': expect.any(Array), 'blocks.3.data.link': expect.any(Array) } });

    const tooMany = await savePostRequest(app, headers, { blocks: Array.from({ length: 201 }, () => block.delimiter()) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ blocks: ['Не больше 200 элементов'] });

    const missing = await app.inject({ method: 'POST', url: '/posts', payload: {}, headers: { accept: 'application/json', ...headers } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('blocks');
  });

  it('stores XSS attempts inert and serves them inert on the page', async () => {
    const author = await createUser(app);
    const saved = await publishByRoute(app, author.id, {
      blocks: [
        block.header('<img src=x onerror=alert(1)>Безопасно'),
        block.paragraph('<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">клик</a><a href="https://ok.test/" onclick="alert(4)">ok</a>'),
        block.quote('<svg onload=alert(5)></svg>цитата', '<iframe src="https://evil.test"></iframe>подпись'),
        block.link('https://example.com/', { title: '<script>alert(6)</script>', description: '"><img src=x onerror=alert(7)>' }),
        block.embed('https://www.youtube.com/embed/abc?x=1'),
      ],
    });
    const stored = await postRow(saved.id);
    // HTML fields keep only the allowlist; link meta is plain text, escaped wherever it is rendered.
    const htmlFields = JSON.stringify([stored.blocks[0], stored.blocks[1], stored.blocks[2], stored.blocks[4]]);
    expect(htmlFields).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|<img/i);
    expect(stored.blocks[1]!.data).toEqual({ text: 'клик<a href="https://ok.test/" rel="nofollow noopener" target="_blank">ok</a>' });
    expect(stored.blocks[2]!.data).toMatchObject({ text: 'цитата', caption: 'подпись' });
    expect(stored.title).toBe('Безопасно');

    const { post } = (await pageProps(saved.url)).json().props;
    expect(post.blocks).toEqual(stored.blocks);
  });

  it('serves the same post inert in the server-rendered HTML', async () => {
    const author = await createUser(app);
    const saved = await publishByRoute(app, author.id, {
      blocks: [
        block.header('Проверка'),
        block.paragraph('<img src=x onerror=alert(1)><a href="javascript:alert(2)">клик</a>'),
        block.link('https://example.com/', { title: '</script><script>alert(3)</script>', description: '"><img src=x onerror=alert(4)>' }),
      ],
    });
    const res = await app.inject({ url: saved.url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('клик');
    // Raw text may appear inside the escaped page JSON; what must never appear is live markup.
    expect(res.body).not.toMatch(/<script>alert|<img[^>]*onerror|href="javascript:/);
  });
});

describe('POST /posts: owners, editorial flag and replies', () => {
  it('posts into a community the user may post into and puts it in the url', async () => {
    const author = await createUser(app);
    const community = await createCommunity(app, { creatorId: author.id });
    const saved = await publishByRoute(app, author.id, { title: 'Новость', category_id: community.id });
    expect(saved.url).toBe(`/${community.slug}/${saved.id}-novost`);
    expect((await postRow(saved.id)).subsiteId).toBe(community.id);

    const own = await saveByRoute(app, author.id, { id: saved.id, title: 'Новость', category_id: null });
    expect(own.url).toBe(`/${author.slug}/${saved.id}-novost`);
  });

  it('refuses a community whose whoCanPost excludes the user with 403 and the message', async () => {
    const creator = await createUser(app);
    const member = await createUser(app);
    const closed = await createCommunity(app, { creatorId: creator.id, whoCanPost: ['admin', 'moder'] });
    const res = await savePostRequest(app, await sessionHeaders(app, member.id), { category_id: closed.id, is_publish: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorAnswer('posts.errors.cannotPostInTopic'));

    await app.db.update(users).set({ language: 'en' }).where(eq(users.id, member.id));
    const en = await savePostRequest(app, await sessionHeaders(app, member.id), { category_id: closed.id, is_publish: 1 });
    expect(en.json()).toEqual(errorAnswer('posts.errors.cannotPostInTopic', {}, 'en'));

    // The creator is the community's admin, who may post where members may not.
    expect((await publishByRoute(app, creator.id, { category_id: closed.id })).url).toMatch(new RegExp(`^/${closed.slug}/`));
    // Not a community at all: another user's blog.
    const blog = await savePostRequest(app, await sessionHeaders(app, member.id), { category_id: creator.id });
    expect(blog.statusCode).toBe(403);
  });

  it('lets only site editors set is_official and ignores it from others', async () => {
    const member = await createUser(app);
    const editor = await createUser(app, { role: 'editor' });
    const plain = await publishByRoute(app, member.id, { is_official: 1 });
    expect((await postRow(plain.id)).isOfficial).toBe(false);

    const editorial = await publishByRoute(app, editor.id, { is_official: 1 });
    expect((await postRow(editorial.id)).isOfficial).toBe(true);
    await saveByRoute(app, editor.id, { id: editorial.id });
    expect((await postRow(editorial.id)).isOfficial).toBe(true);
    await saveByRoute(app, editor.id, { id: editorial.id, is_official: 0 });
    expect((await postRow(editorial.id)).isOfficial).toBe(false);

    // An author who lost the editor role cannot change the flag either way.
    await saveByRoute(app, editor.id, { id: editorial.id, is_official: 1 });
    await setAccountRole(app.db, editor.id, 'user');
    await saveByRoute(app, editor.id, { id: editorial.id, is_official: 0 });
    expect((await postRow(editorial.id)).isOfficial).toBe(true);
  });

  it('links replies to a published post and counts them', async () => {
    const author = await createUser(app);
    const replier = await createUser(app);
    const parent = await publishByRoute(app, author.id, { title: 'Исходный пост' });
    const reply = await publishByRoute(app, replier.id, { title: 'Ответ', reply_id: parent.id });
    expect((await postRow(reply.id)).replyId).toBe(parent.id);
    expect((await postRow(parent.id)).repliesCount).toBe(1);

    const { post } = (await pageProps(reply.url)).json().props;
    expect(post.parent_reply).toEqual({ id: parent.id, title: 'Исходный пост', url: parent.url });
    expect(post.reply_id).toBe(parent.id);

    const draft = await saveByRoute(app, author.id);
    const toDraft = await savePostRequest(app, await sessionHeaders(app, replier.id), { reply_id: draft.id });
    expect(toDraft.statusCode).toBe(422);
    expect(toDraft.json().errors).toHaveProperty('reply_id');
  });

  it('keeps the owners’ post counts', async () => {
    const author = await createUser(app);
    const community = await createCommunity(app, { creatorId: author.id });
    const count = async (id: number) => (await app.db.select({ n: subsites.postsCount }).from(subsites).where(eq(subsites.id, id)))[0]!.n;
    const draft = await saveByRoute(app, author.id, { category_id: community.id });
    expect([await count(author.id), await count(community.id)]).toEqual([0, 0]);
    await saveByRoute(app, author.id, { id: draft.id, is_publish: 1 });
    expect([await count(author.id), await count(community.id)]).toEqual([1, 1]);
    await saveByRoute(app, author.id, { id: draft.id, category_id: null });
    expect([await count(author.id), await count(community.id)]).toEqual([1, 0]);
  });
});
