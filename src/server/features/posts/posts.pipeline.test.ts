/**
 * Pages read with the shared half kept (posts.pipeline.ts): each answer is the one a fresh read
 * gives (the same request made with sharing turned off), nothing of one reader reaches another,
 * the events that drop a guest's page drop the kept data, the reader's own choices and state are
 * always their current ones, and a member's page costs the session, the reader's state and their shell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { block, createCommunity, inertiaHeaders, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { eq } from 'drizzle-orm';
import type { CommentDto } from '../../../shared/dto/comment.ts';
import { blockedKeywords, bookmarks, comments, follows, hiddenPosts, ignoredSubsites, itemReactions, postReads } from '../../db/schema/index.ts';
import { saveSiteSetting } from '../site/index.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';

let app: FastifyInstance;
let author: TestUser;
let other: TestUser;
let a: TestUser;
let b: TestUser;
let community: { id: number };
const ids: number[] = [];
let postUrl: string;
const TAG = 'общее';
const TAG_URL = `/tag/${encodeURIComponent(TAG)}`;
const FEED_URL = '/new';
const html = { accept: 'text/html' };
const json = { accept: 'application/json' };

beforeAll(async () => {
  app = await buildTestApp();
  [author, other, a, b] = await Promise.all([createUser(app, { name: 'Авторка Постов' }), createUser(app), createUser(app, { name: 'Читательница Анна' }), createUser(app, { name: 'Читатель Борис' })]);
  community = await createCommunity(app, { creatorId: author.id, name: 'Общая тема' });
  // Its posts are also the news widget's on /popular.
  await saveSiteSetting(app.db, 'newsCommunities', [community.id]);
  app.site.settings.invalidate();
  for (let i = 0; i < 4; i++) {
    const writer = i === 3 ? other : author;
    const post = await publishPost(app, writer.id, { title: `Пост ${i}`, text: `Текст про #${TAG}`, ...(i % 2 ? { category_id: community.id } : {}) });
    ids.push(post.id);
  }
  postUrl = (await publishPost(app, author.id, { title: 'Страница', text: `Про #${TAG}`, category_id: community.id })).url;
  // A's state on the page's items; B has none.
  await app.db.insert(itemReactions).values([{ userId: a.id, targetType: 'post', targetId: ids[0]!, value: 1 }]);
  await app.db.insert(bookmarks).values([{ userId: a.id, targetType: 'post', targetId: ids[1]! }]);
  await app.db.insert(follows).values([
    { userId: a.id, subsiteId: author.id, bell: true },
    { userId: a.id, subsiteId: community.id },
  ]);
  await settle(app);
});
afterAll(() => app.close());

async function as(userId: number | null) {
  return userId === null ? {} : sessionHeaders(app, userId);
}

/** The same request from the shared data (after a first one stored it) and through the full pipeline. */
async function bothWays(url: string, headers: Record<string, string>) {
  const visit = () => app.inject({ url, headers });
  await visit();
  const shared = await visit();
  app.pageCache.sharing = false;
  try {
    return { shared, pipeline: await visit() };
  } finally {
    app.pageCache.sharing = true;
  }
}

/** An HTML answer without what is made anew for every answer: CSP nonces. */
const steady = (res: LightMyRequestResponse) => res.body.replaceAll(/nonce="[^"]+"/g, 'nonce=""');

const cards = (res: LightMyRequestResponse) => {
  const body = res.json();
  return (body.props?.posts ?? body).data as Array<{ id: number; is_bookmarked: boolean; reaction_value: number | null; reaction_sum: number; comments_count: number; title: string; user: { is_follow: boolean } }>;
};

describe('a member’s page with the shared half kept', () => {
  it.each([
    ['the post page', () => postUrl],
    ['a tag page', () => TAG_URL],
    ['a feed', () => FEED_URL],
    ['/popular with its news widget', () => '/popular'],
  ])('is the answer a fresh read gives: %s, as the Inertia page, page data and HTML', async (_, url) => {
    for (const userId of [a.id, b.id, null]) {
      const session = await as(userId);
      for (const headers of [inertiaHeaders, json, html]) {
        const { shared, pipeline } = await bothWays(url(), { ...headers, ...session });
        expect(shared.statusCode).toBe(200);
        if (headers === html) expect(steady(shared)).toBe(steady(pipeline));
        else expect(shared.json()).toEqual(pipeline.json());
      }
    }
    // And it is A's own: what A gave shows on A's page.
    const mine = cards(await app.inject({ url: TAG_URL, headers: { ...json, ...(await as(a.id)) } }));
    expect(mine.find((card) => card.id === ids[0])).toMatchObject({ reaction_value: 1, user: { is_follow: true } });
    expect(mine.find((card) => card.id === ids[1])).toMatchObject({ is_bookmarked: true });
  });

  it('shows nothing of member A to a guest or to member B', async () => {
    const read = async (userId: number | null, url: string) => (await app.inject({ url, headers: { ...inertiaHeaders, ...(await as(userId)) } })).body;
    for (const url of [postUrl, TAG_URL, FEED_URL, '/popular']) {
      const first = await read(a.id, url);
      expect(first).toContain('Читательница Анна');
      for (const later of [await read(null, url), await read(b.id, url)]) {
        expect(later).not.toContain('Читательница Анна');
        expect(later).not.toContain('"is_bookmarked":true');
        expect(later).not.toContain('"reaction_value":1');
        expect(later).not.toContain('"is_follow":true');
      }
    }
  });

  it('follows the reader’s own choices at once: an ignore or a hidden post removes the card, from a tag page and a feed', async () => {
    const reader = await createUser(app);
    const session = await as(reader.id);
    const shown = async (url: string) => cards(await app.inject({ url, headers: { ...json, ...session } })).map((card) => card.id);
    expect(await shown(TAG_URL)).toEqual(expect.arrayContaining(ids));
    await app.db.insert(ignoredSubsites).values({ userId: reader.id, subsiteId: other.id });
    await app.db.insert(hiddenPosts).values({ userId: reader.id, postId: ids[0]! });
    for (const url of [TAG_URL, FEED_URL]) {
      const after = await shown(url);
      expect(after).not.toContain(ids[3]);
      expect(after).not.toContain(ids[0]);
      expect(after).toContain(ids[1]);
      // Others still see them.
      expect(cards(await app.inject({ url, headers: json })).map((card) => card.id)).toEqual(expect.arrayContaining([ids[0], ids[3]]));
      app.pageCache.sharing = false;
      const pipeline = await shown(url);
      app.pageCache.sharing = true;
      expect(after).toEqual(pipeline);
    }
    // The news widget too: the hidden post (in the news community) leaves it.
    const news = async (headers: Record<string, string>) => (await app.inject({ url: '/news', headers: { ...json, ...headers } })).json().data.map((item: { id: number }) => item.id);
    expect(await news({})).toContain(ids[1]);
    await app.db.insert(hiddenPosts).values({ userId: reader.id, postId: ids[1]! });
    expect(await news(session)).not.toContain(ids[1]);
  });

  it('is dropped with the guests’ page: an edit, a new comment and a like show at once on the post page and the lists', async () => {
    const session = await as(b.id);
    const card = async (url: string, id: number) => cards(await app.inject({ url, headers: { ...json, ...session } })).find((item) => item.id === id)!;
    const page = async () => (await app.inject({ url: postUrl, headers: { ...inertiaHeaders, ...session } })).json().props.post;
    const [edited, liked] = [ids[2]!, ids[1]!];
    expect((await card(TAG_URL, edited)).title).toBe('Пост 2');
    await page();

    await writePost(app, author.id, { id: edited, is_publish: 1, blocks: [block.header('Пост 2, исправленный'), block.paragraph(`Текст про #${TAG}`)] });
    await settle(app);
    expect((await card(TAG_URL, edited)).title).toBe('Пост 2, исправленный');
    expect((await card(FEED_URL, edited)).title).toBe('Пост 2, исправленный');

    const comments = (await page()).comments_count;
    const postId = (await page()).id;
    const commented = await app.inject({ method: 'POST', url: '/comments', headers: { ...json, ...session }, payload: { comment: 'Новый комментарий', post_id: postId } });
    expect(commented.statusCode, commented.body).toBe(200);
    await settle(app);
    expect((await page()).comments_count).toBe(comments + 1);

    const before = (await card(TAG_URL, liked)).reaction_sum;
    const like = await app.inject({ method: 'POST', url: '/like', headers: { ...json, ...session }, payload: { likeable: 'post', id: liked, value: 1 } });
    expect(like.statusCode, like.body).toBe(200);
    await settle(app);
    // The counter and the reader's own mark agree: the like is in both.
    expect(await card(TAG_URL, liked)).toMatchObject({ reaction_sum: before + 1, reaction_value: 1 });
    expect(await card(FEED_URL, liked)).toMatchObject({ reaction_sum: before + 1, reaction_value: 1 });
  });

  it('shows a draft to its author alone, whoever opened it first: others get 404, as for a post that never existed', async () => {
    const draft = await writePost(app, author.id, { title: 'Черновик', text: `#${TAG}` });
    for (const first of [author.id, a.id, null]) {
      app.pageCache.drop([pageTags.post(draft.id)]);
      await app.inject({ url: draft.url, headers: { ...inertiaHeaders, ...(await as(first)) } });
      expect((await app.inject({ url: draft.url, headers: { ...inertiaHeaders, ...(await as(author.id)) } })).statusCode).toBe(200);
      expect((await app.inject({ url: draft.url, headers: { ...inertiaHeaders, ...(await as(a.id)) } })).statusCode).toBe(404);
      expect((await app.inject({ url: draft.url, headers: inertiaHeaders })).statusCode).toBe(404);
    }
  });

  it('never serves a card’s kept markup to a reader whose marks differ: one member’s like and bookmark stay on their cards', async () => {
    const [marking, plain] = await Promise.all([createUser(app), createUser(app)]);
    // Written directly: no event drops the kept cards between the readers.
    await app.db.insert(itemReactions).values({ userId: marking.id, targetType: 'post', targetId: ids[0]!, value: 1 });
    await app.db.insert(bookmarks).values({ userId: marking.id, targetType: 'post', targetId: ids[3]! });
    const pressed = (body: string) => body.match(/aria-pressed="true"/g)?.length ?? 0;
    for (const url of [TAG_URL, FEED_URL]) {
      const page = async (userId: number | null) => (await app.inject({ url, headers: { ...html, ...(await as(userId)) } })).body;
      // The marking member's cards are drawn and kept first; the others come while they are kept.
      expect(pressed(await page(marking.id))).toBe(2);
      expect(pressed(await page(plain.id))).toBe(0);
      expect(pressed(await page(null))).toBe(0);
      expect(pressed(await page(marking.id))).toBe(2);
    }
  });

  it('never reuses a CSP nonce across members’ answers', async () => {
    const nonces = new Set<string>();
    for (const userId of [a.id, a.id, b.id]) {
      const res = await app.inject({ url: TAG_URL, headers: { ...html, ...(await as(userId)) } });
      const header = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
      const inBody = [...res.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(inBody.length).toBeGreaterThan(0);
      expect(new Set(inBody)).toEqual(new Set([header]));
      expect(nonces.has(header)).toBe(false);
      nonces.add(header);
    }
  });

  it('costs a member the session read with their shell, and their state (a page), or the session and their state (page data)', async () => {
    const session = await as(a.id);
    const count = async (url: string, headers: Record<string, string>) => {
      await app.inject({ url, headers: { ...headers, ...session } });
      return countQueries(app, () => app.inject({ url, headers: { ...headers, ...session } }));
    };
    const postWithoutComments = (await publishPost(app, author.id, { title: 'Без комментариев', category_id: community.id })).url;
    await settle(app);
    expect({
      post: await count(postWithoutComments, inertiaHeaders),
      tag: await count(TAG_URL, inertiaHeaders),
      tagData: await count(TAG_URL, json),
      feed: await count(FEED_URL, inertiaHeaders),
      feedData: await count(FEED_URL, json),
    }).toEqual({ post: 2, tag: 2, tagData: 2, feed: 2, feedData: 2 });
  });
});

describe('the post page’s first comments with the shared half kept', () => {
  let post: { id: number; url: string };
  const roots: Record<'pinned' | 'first' | 'worded' | 'others', CommentDto> = {} as never;
  let reply: CommentDto;

  async function write(userId: number, text: string, parentId: number | null = null): Promise<CommentDto> {
    const res = await app.inject({ method: 'POST', url: '/comments', headers: { ...json, ...(await as(userId)) }, payload: { comment: text, post_id: post.id, parent_id: parentId } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** The first page of comments on the post page, as this reader gets it. */
  async function page(userId: number | null) {
    const res = await app.inject({ url: post.url, headers: { ...inertiaHeaders, ...(await as(userId)) } });
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json().props.comments as { data: CommentDto[]; total: number };
    return { body: res.body, total, all: data.flatMap((root) => [root, ...root.replies]) };
  }
  const find = (all: CommentDto[], id: number) => all.find((item) => item.id === id)!;

  beforeAll(async () => {
    post = await publishPost(app, author.id, { title: 'Обсуждение', category_id: community.id });
    roots.pinned = await write(author.id, 'Закреплённый');
    roots.first = await write(author.id, 'Первый');
    reply = await write(other.id, 'Ответ на первый', roots.first.id);
    roots.worded = await write(author.id, 'Тут запретное слово');
    roots.others = await write(other.id, 'Корень другого');
    await app.db.update(comments).set({ pinnedAt: new Date() }).where(eq(comments.id, roots.pinned.id));
    // A's own state on the comments, written directly: no event drops the shared page for it.
    await app.db.insert(itemReactions).values({ userId: a.id, targetType: 'comment', targetId: roots.others.id, value: 1 });
    await app.db.insert(bookmarks).values({ userId: a.id, targetType: 'comment', targetId: reply.id });
    await settle(app);
  });

  it('is the answer a fresh read gives to member A, member B and a guest, as the Inertia page and HTML', async () => {
    for (const userId of [a.id, b.id, null]) {
      const session = await as(userId);
      for (const headers of [inertiaHeaders, html]) {
        const { shared, pipeline } = await bothWays(post.url, { ...headers, ...session });
        expect(shared.statusCode).toBe(200);
        if (headers === html) expect(steady(shared)).toBe(steady(pipeline));
        else expect(shared.json()).toEqual(pipeline.json());
      }
    }
    const mine = (await page(a.id)).all;
    expect(mine[0]!.id).toBe(roots.pinned.id);
    expect(find(mine, roots.others.id).reaction_value).toBe(1);
    expect(find(mine, reply.id).is_bookmarked).toBe(true);
    const theirs = await page(b.id);
    expect(find(theirs.all, roots.others.id).reaction_value).toBeNull();
    expect(find(theirs.all, reply.id).is_bookmarked).toBe(false);
  });

  it('hides, for A only, the comments of an author A ignores and those with a word A blocked, text and media blank', async () => {
    await app.db.insert(ignoredSubsites).values({ userId: a.id, subsiteId: other.id });
    await app.db.insert(blockedKeywords).values({ userId: a.id, keyword: 'запретное' });
    try {
      const mine = await page(a.id);
      for (const id of [reply.id, roots.others.id, roots.worded.id]) expect(find(mine.all, id)).toMatchObject({ is_hidden: true, comment: '', media: [] });
      expect(find(mine.all, roots.first.id)).toMatchObject({ is_hidden: false, comment: 'Первый' });
      for (const text of ['запретное', 'Корень другого', 'Ответ на первый']) expect(mine.body).not.toContain(text);
      // B and guests still read them.
      for (const userId of [b.id, null]) {
        const theirs = await page(userId);
        expect(find(theirs.all, roots.worded.id)).toMatchObject({ is_hidden: false, comment: 'Тут запретное слово' });
        expect(find(theirs.all, reply.id)).toMatchObject({ is_hidden: false, comment: 'Ответ на первый' });
      }
      const { shared, pipeline } = await bothWays(post.url, { ...inertiaHeaders, ...(await as(a.id)) });
      expect(shared.json()).toEqual(pipeline.json());
    } finally {
      await app.db.delete(ignoredSubsites).where(eq(ignoredSubsites.userId, a.id));
      await app.db.delete(blockedKeywords).where(eq(blockedKeywords.userId, a.id));
    }
  });

  it('shows A’s like and bookmark of a comment at once, with the counts that hold them; others get the counts alone', async () => {
    const before = find((await page(a.id)).all, roots.first.id);
    const session = { ...json, ...(await as(a.id)) };
    const like = await app.inject({ method: 'POST', url: '/like', headers: session, payload: { likeable: 'comment', id: roots.first.id, value: 1 } });
    expect(like.statusCode, like.body).toBe(200);
    const bookmark = await app.inject({ method: 'POST', url: '/bookmark', headers: session, payload: { bookmarked: 'comment', id: roots.first.id } });
    expect(bookmark.statusCode, bookmark.body).toBe(200);
    await settle(app);
    expect(find((await page(a.id)).all, roots.first.id)).toMatchObject({
      reaction_sum: before.reaction_sum + 1,
      reaction_value: 1,
      bookmarks_count: before.bookmarks_count + 1,
      is_bookmarked: true,
    });
    expect(find((await page(b.id)).all, roots.first.id)).toMatchObject({ reaction_sum: before.reaction_sum + 1, reaction_value: null, bookmarks_count: before.bookmarks_count + 1, is_bookmarked: false });
  });

  it('shows a new comment at once, marked new for A after A’s previous visit, not for its writer', async () => {
    const { total } = await page(a.id);
    await app.db.insert(postReads).values({ userId: a.id, postId: post.id, seenAt: new Date(), previousVisitAt: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const fresh = await write(b.id, 'Свежий');
    await settle(app);
    const mine = await page(a.id);
    expect(mine.total).toBe(total + 1);
    expect(find(mine.all, fresh.id)).toMatchObject({ comment: 'Свежий', is_new: true });
    expect(mine.all.filter((item) => item.is_new).map((item) => item.id)).toEqual([fresh.id]);
    expect(find((await page(b.id)).all, fresh.id).is_new).toBe(false);
    const { shared, pipeline } = await bothWays(post.url, { ...inertiaHeaders, ...(await as(a.id)) });
    expect(shared.json()).toEqual(pipeline.json());
  });

  it('puts a newly pinned root first at once', async () => {
    for (const userId of [a.id, null]) expect((await page(userId)).all[0]!.id).toBe(roots.pinned.id);
    const pin = await app.inject({ method: 'POST', url: `/comments/${roots.first.id}/pin`, headers: { ...json, ...(await as(author.id)) } });
    expect(pin.statusCode, pin.body).toBe(200);
    await settle(app);
    for (const userId of [a.id, null]) expect((await page(userId)).all[0]!.id).toBe(roots.first.id);
  });

  // Through the comments' own pipeline it was 9: the pinned root, the skeleton, the rows, the first replies, the authors' cards and the reader's state.
  it('costs a member the session read with their shell, and one statement for their state on the post and its comments', async () => {
    const session = await as(a.id);
    const visit = () => app.inject({ url: post.url, headers: { ...inertiaHeaders, ...session } });
    await visit();
    expect(await countQueries(app, visit)).toBe(2);
  });
});
