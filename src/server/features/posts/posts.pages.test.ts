import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries, countRender } from '../../../../tests/support/count-queries.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { block, createCommunity, inertiaHeaders, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';

let app: FastifyInstance;
let author: TestUser;
let reader: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  author = await createUser(app, { name: 'Анна Смирнова' });
  reader = await createUser(app);
});
afterAll(() => app.close());

async function visit(url: string, userId?: number, headers: Record<string, string> = inertiaHeaders) {
  return app.inject({ url, headers: { ...headers, ...(userId ? await sessionHeaders(app, userId) : {}) } });
}

const json = { accept: 'application/json' };

describe('the post page', () => {
  it('serves real HTML with the title, the text and the og/twitter/JSON-LD meta', async () => {
    const community = await createCommunity(app, { creatorId: author.id, name: 'Технологии' });
    const post = await publishPost(app, author.id, {
      category_id: community.id,
      blocks: [
        block.header('Как мы перешли на PostgreSQL'),
        block.paragraph('Полгода назад мы решили уйти с MySQL. Рассказываю, что из этого вышло.'),
        block.carousel([`${app.config.appUrl}/uploads/demo/a.webp`]),
      ],
    });
    expect(post.url).toBe(`/${community.slug}/${post.id}-kak-my-pereshli-na-postgresql`);

    const res = await app.inject({ url: post.url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const canonical = `${app.config.appUrl}${post.url}`;
    expect(html).toContain('<title>Как мы перешли на PostgreSQL — Перо</title>');
    expect(html).toContain('Полгода назад мы решили уйти с MySQL.');
    expect(html).toContain('<meta data-pero-head name="description" content="Полгода назад мы решили уйти с MySQL. Рассказываю, что из этого вышло.">');
    expect(html).toContain('<meta data-pero-head property="og:type" content="article">');
    expect(html).toContain('<meta data-pero-head property="og:title" content="Как мы перешли на PostgreSQL">');
    expect(html).toContain(`<link data-pero-head rel="canonical" href="${canonical}">`);
    expect(html).toContain(`<meta data-pero-head property="og:image" content="${app.config.appUrl}/uploads/demo/a.webp">`);
    expect(html).toContain('<meta data-pero-head name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta data-pero-head name="author" content="Анна Смирнова">');

    const jsonLd = JSON.parse(/<script data-pero-head type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!.replace(/\\u003c/g, '<'));
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Как мы перешли на PostgreSQL',
      datePublished: expect.any(String),
      dateModified: expect.any(String),
      author: { '@type': 'Person', name: 'Анна Смирнова', url: `${app.config.appUrl}/${author.slug}` },
      publisher: { '@type': 'Organization', name: 'Перо' },
      image: [`${app.config.appUrl}/uploads/demo/a.webp`],
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    });
  });

  it('gives the Inertia page the PostDto', async () => {
    const post = await publishPost(app, author.id, { title: 'Пост для Inertia' });
    const res = await visit(post.url);
    expect(res.json()).toMatchObject({
      component: 'Post',
      props: {
        post: {
          id: post.id,
          type: 'post',
          title: 'Пост для Inertia',
          url: post.url,
          is_publish: true,
          user: { id: author.id, slug: author.slug, is_user: true },
          user_id: author.id,
          category: null,
          category_id: null,
          pinned: false,
          parent_reply: null,
          comments_count: 0,
          is_bookmarked: false,
          reaction_value: null,
        },
      },
    });
  });

  it('redirects an old slug or a wrong owner to the canonical address, keeping the query', async () => {
    const first = await publishPost(app, author.id, { title: 'Старое название' });
    const renamed = await publishPost(app, author.id, { id: first.id, title: 'Новое название' });
    expect(renamed.url).toBe(`/${author.slug}/${first.id}-novoe-nazvanie`);

    for (const old of [first.url, `/${reader.slug}/${first.id}-novoe-nazvanie`, `/${author.slug}/${first.id}`, `/${author.slug.toUpperCase()}/${first.id}-novoe-nazvanie`]) {
      const res = await app.inject({ url: `${old}?comment=5`, headers: { accept: 'text/html' } });
      expect(res.statusCode, old).toBe(301);
      expect(res.headers.location).toBe(`${renamed.url}?comment=5`);
    }
    expect((await visit(renamed.url)).statusCode).toBe(200);
  });

  it('does not shadow other two-segment routes', async () => {
    expect((await visit('/popular/week')).json().component).toBe('Index');
    expect((await visit(`/${author.slug}/not-a-post`)).statusCode).toBe(404);
    expect((await visit(`/${author.slug}/99999999999999999999-x`)).statusCode).toBe(404);
  });

  it('shows a draft to its author only; to anyone else it is exactly a missing post', async () => {
    const draft = await writePost(app, author.id, { title: 'Секретный черновик' });
    const own = await visit(draft.url, author.id);
    expect(own.statusCode).toBe(200);
    expect(own.json().props.post.is_publish).toBe(false);
    expect(own.json().props.meta.noindex).toBe(true);

    const missingUrl = `/${author.slug}/987654-net-takogo`;
    for (const userId of [undefined, reader.id]) {
      const hidden = await visit(draft.url, userId);
      const missing = await visit(missingUrl, userId);
      expect(hidden.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(hidden.json().component).toBe('Error/404');
      // Identical but for the address itself.
      expect(hidden.body.replaceAll(draft.url, '<url>')).toBe(missing.body.replaceAll(missingUrl, '<url>'));
      expect(hidden.body).not.toContain('Секретный');
    }
  });

  it('answers a plain XHR with the whole post, so the editor can open a draft from its card', async () => {
    const blocks = [block.header('Черновик для редактора'), block.paragraph('Первый'), block.paragraph('Второй'), block.quote('Цитата')];
    const draft = await writePost(app, author.id, { blocks });
    const res = await visit(draft.url, author.id, json);
    expect(res.statusCode).toBe(200);
    expect(res.json().post).toMatchObject({ id: draft.id, is_publish: false });
    expect(res.json().post.blocks).toHaveLength(blocks.length);
    expect((await visit(draft.url, reader.id, json)).statusCode).toBe(404);
  });

  it('answers a deleted post with 404', async () => {
    const post = await publishPost(app, author.id);
    await app.inject({ method: 'DELETE', url: `/posts/${post.id}`, headers: await sessionHeaders(app, author.id) });
    expect((await visit(post.url)).statusCode).toBe(404);
  });
});

describe('/tag/{tag}', () => {
  it('lists published posts with the tag, newest first, never drafts', async () => {
    const older = await publishPost(app, author.id, { title: 'Первый', text: 'Про #Котиков' });
    const newer = await publishPost(app, reader.id, { title: 'Второй', text: 'Снова #котиков' });
    await writePost(app, author.id, { title: 'Черновик', text: 'Тоже #котиков' });
    await publishPost(app, author.id, { title: 'Другой тег', text: '#собачки' });

    const res = await visit('/tag/КОТИКОВ');
    expect(res.statusCode).toBe(200);
    const { props } = res.json();
    expect(props.tag).toBe('котиков');
    expect(props.posts.data.map((p: { id: number }) => p.id)).toEqual([newer.id, older.id]);
    expect(props.posts).toMatchObject({ total: 2, current_page: 1, last_page: 1, next_page_url: null, to: 2 });
    expect(props.meta.title).toBe('котиков: посты и новости по теме — Перо');
  });

  it('heads the page with the tag and its count of published posts', async () => {
    for (const title of ['Раз', 'Два', 'Три']) await publishPost(app, author.id, { title, text: '#шапка' });
    await writePost(app, author.id, { title: 'Черновик', text: '#шапка' });
    const html = (await app.inject({ url: '/tag/шапка', headers: { accept: 'text/html' } })).body;
    expect(html).toMatch(/<h1[^>]*>#шапка<\/h1>/);
    expect(html).toContain('3 поста');
  });

  it('shows an unknown tag as an empty list', async () => {
    const res = await visit('/tag/несуществующий');
    expect(res.statusCode).toBe(200);
    expect(res.json().props.posts).toMatchObject({ data: [], total: 0, to: null, next_page_url: null });
  });

  it('answers a plain XHR with the paginator itself, 20 per page', async () => {
    for (let i = 0; i < 21; i++) await publishPost(app, author.id, { title: `Страница ${i}`, text: '#пагинация' });
    const first = await visit('/tag/пагинация', undefined, json);
    expect(first.headers['content-type']).toMatch(/application\/json/);
    const page = first.json();
    expect(Object.keys(page).sort()).toEqual(['current_page', 'data', 'first_page_url', 'last_page', 'next_page_url', 'path', 'to', 'total']);
    expect(page).toMatchObject({ total: 21, last_page: 2, to: 20 });
    expect(page.data).toHaveLength(20);
    expect(page.next_page_url).toMatch(new RegExp(`^${page.path}\\?cursor=[\\w-]+$`));

    const second = (await visit(page.next_page_url, undefined, json)).json();
    expect(second).toMatchObject({ current_page: 2, to: 21, next_page_url: null });
    expect(second.data).toHaveLength(1);
  });

  it('costs the same number of queries for 2 posts as for 20', async () => {
    const tagged = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => publishPost(app, i % 2 ? author.id : reader.id, { title: `Счёт ${i}`, text: '#счёт' })));
    const measure = async (headers: Record<string, string>) => {
      await visit('/tag/счёт', reader.id, headers); // warms the per-app caches (site settings, sidebar, the shared page data)
      const session = await sessionHeaders(app, reader.id);
      return countQueries(app, () => app.inject({ url: '/tag/счёт', headers: { ...headers, ...session } }));
    };
    /** From the page data shared with guests, and through the whole pipeline. */
    const both = async () => {
      const shared = { page: await measure(inertiaHeaders), json: await measure(json) };
      app.pageCache.sharing = false;
      try {
        return { shared, pipeline: { page: await measure(inertiaHeaders), json: await measure(json) } };
      } finally {
        app.pageCache.sharing = true;
      }
    };
    // The publications' drops are delivered first, so none lands between a warming visit and the one counted.
    await tagged(2);
    await settle(app);
    const two = await both();
    await tagged(18);
    await settle(app);
    const twenty = await both();
    expect((await visit('/tag/счёт', undefined, json)).json().data).toHaveLength(20);
    expect(twenty).toEqual(two);
    // Signed in, through the pipeline: session, skeleton, total, posts, cards, the reader's state
    // for the cards (follows, likes and reactions, bookmarks: one statement); a page reads the
    // member's shell (menu counters and followed topics) in the session's statement. From the shared
    // data, the skeleton, total, posts and cards are the guests' and not read again.
    expect(two).toEqual({ shared: { page: 2, json: 2 }, pipeline: { page: 6, json: 6 } });
  });

  it('pages by cursor without repeating or skipping while new posts arrive', async () => {
    const tag = 'лента';
    const publish = (title: string) => publishPost(app, author.id, { title, text: `#${tag}` });
    const before: number[] = [];
    for (let i = 0; i < 45; i++) before.push((await publish(`Ранний ${i}`)).id);

    const seen: number[] = [];
    let url: string | null = `/tag/${encodeURIComponent(tag)}`;
    for (let pageNumber = 1; url; pageNumber++) {
      const page: { data: Array<{ id: number }>; current_page: number; next_page_url: string | null } = (await visit(url, undefined, json)).json();
      expect(page.current_page).toBe(pageNumber);
      seen.push(...page.data.map((p) => p.id));
      // Newer posts arrive between page loads; they belong above the first page, not in later ones.
      for (let i = 0; i < 3; i++) await publish(`Новый ${pageNumber}.${i}`);
      url = page.next_page_url;
    }
    expect(seen).toEqual([...before].reverse());
  });

  it('refuses a cursor it did not make with 422', async () => {
    const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const cursor of ['не-курсор', 'bm90IGpzb24', forged({ page: 2 }), forged([2, '2026-01-01', 5]), forged([1, '2026-01-01T00:00:00.000000Z', 5]), forged([2, '2026-01-01T00:00:00.000000Z', 0])]) {
      const res = await visit(`/tag/котиков?cursor=${encodeURIComponent(cursor)}`, undefined, json);
      expect(res.statusCode, cursor).toBe(422);
      expect(res.json().errors).toHaveProperty('cursor');
    }
  });

  it('gives cards only the blocks a card shows; the post page gets them all', async () => {
    const blocks = [block.header('Длинный пост'), block.paragraph('Вступление #карточки'), block.paragraph('Середина'), block.quote('Цитата'), block.paragraph('Конец')];
    const post = await publishPost(app, author.id, { blocks });
    const card = (await visit('/tag/карточки', undefined, json)).json().data[0];
    expect(card.id).toBe(post.id);
    expect(card.blocks.map((b: { data: { text: string } }) => b.data.text)).toEqual(['Вступление #карточки']);
    expect((await visit(post.url)).json().props.post.blocks).toHaveLength(blocks.length);
  });
});

describe('/posts/{id}/reposts', () => {
  it('shows the post and its published replies with the total', async () => {
    const parent = await publishPost(app, author.id, { title: 'Исходник' });
    const replies = [await publishPost(app, reader.id, { reply_id: parent.id }), await publishPost(app, author.id, { reply_id: parent.id })];
    await writePost(app, reader.id, { reply_id: parent.id });

    const res = await visit(`/posts/${parent.id}/reposts`);
    expect(res.statusCode).toBe(200);
    const { props, component } = res.json();
    expect(component).toBe('Reposts');
    expect(props.post).toEqual({ id: parent.id, title: 'Исходник', url: parent.url });
    expect(props.posts.total).toBe(2);
    expect(props.posts.data.map((p: { id: number }) => p.id)).toEqual([replies[1]!.id, replies[0]!.id]);
    expect(props.posts.data[0].parent_reply).toEqual({ id: parent.id, title: 'Исходник', url: parent.url });

    expect((await visit(`/posts/${parent.id}/reposts`, undefined, json)).json().total).toBe(2);
  });

  it('is 404 for drafts of others and missing posts, and costs the same for 2 and 20 replies', async () => {
    const draft = await writePost(app, author.id);
    expect((await visit(`/posts/${draft.id}/reposts`, reader.id)).statusCode).toBe(404);
    expect((await visit('/posts/999999/reposts')).statusCode).toBe(404);

    const parent = await publishPost(app, author.id);
    const count = () => countRender(app, () => visit(`/posts/${parent.id}/reposts`));
    for (let i = 0; i < 2; i++) await publishPost(app, reader.id, { reply_id: parent.id });
    const two = await count();
    expect(two).toBeGreaterThan(0);
    for (let i = 0; i < 18; i++) await publishPost(app, reader.id, { reply_id: parent.id });
    expect(await count()).toBe(two);
    // For a guest: the post (posts, cards), then its replies (skeleton, posts, cards, the post replied to).
    expect(two).toBe(6);
  });
});

describe('page titles', () => {
  it('join the page’s own title and the site’s name with one «—» everywhere; a feed is the site’s name alone', async () => {
    const writer = await createUser(app);
    const post = await publishPost(app, writer.id, { title: 'Заметка', text: 'Про #заголовки' });
    const titleOf = async (url: string, userId?: number) => (await visit(url, userId)).json().props.meta.title;
    expect(await titleOf(post.url)).toBe('Заметка — Перо');
    expect(await titleOf(`/${writer.slug}/drafts`, writer.id)).toBe('Черновики — Перо');
    expect(await titleOf(`/posts/${post.id}/reposts`)).toBe('Ответы на пост «Заметка» — Перо');
    expect(await titleOf('/tag/заголовки')).toBe('заголовки: посты и новости по теме — Перо');
    expect(await titleOf('/no/such/page')).toBe('Страница не найдена — Перо');
    expect(await titleOf('/popular')).toBe('Перо');
  });
});

describe('{user url}/drafts', () => {
  it('shows the owner their drafts, newest first; to anyone else the page does not exist', async () => {
    const writer = await createUser(app);
    const first = await writePost(app, writer.id, { title: 'Первый черновик' });
    const second = await writePost(app, writer.id, { title: 'Второй черновик' });
    await publishPost(app, writer.id, { title: 'Опубликованный' });

    const res = await visit(`/${writer.slug}/drafts`, writer.id);
    expect(res.statusCode).toBe(200);
    const { component, props } = res.json();
    expect(component).toBe('User/UserDrafts');
    expect(props.subsite).toMatchObject({ id: writer.id, slug: writer.slug });
    expect(props.posts.data.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    expect(props.meta.noindex).toBe(true);

    expect((await visit(`/${writer.slug}/drafts`, reader.id)).statusCode).toBe(404);
    expect((await visit(`/${writer.slug}/drafts`)).statusCode).toBe(404);
    expect((await visit(`/${writer.slug}/drafts`, writer.id, json)).json()).toMatchObject({ total: 2 });
  });

  it('costs the same number of queries for 2 drafts as for 20', async () => {
    const writer = await createUser(app);
    const count = async () => {
      await visit(`/${writer.slug}/drafts`, writer.id);
      const headers = { ...inertiaHeaders, ...(await sessionHeaders(app, writer.id)) };
      return countRender(app, () => app.inject({ url: `/${writer.slug}/drafts`, headers }));
    };
    for (let i = 0; i < 2; i++) await writePost(app, writer.id);
    const two = await count();
    for (let i = 0; i < 18; i++) await writePost(app, writer.id);
    expect(await count()).toBe(two);
    // Session with the member's shell (menu counters and followed topics), the scheduled drafts' ids, skeleton, total,
    // posts, cards, the owner's state for the cards (follows, likes and reactions, bookmarks: one statement), the
    // owner's card.
    expect(two).toBe(8);
  });
});
