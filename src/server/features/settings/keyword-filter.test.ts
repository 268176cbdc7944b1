import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { block, publishPost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import type { CommentDto } from '../../../shared/dto/comment.ts';
import { blockedKeywordsOf } from './settings.queries.ts';

let app: FastifyInstance;
let author: TestUser;
let picky: TestUser;
let calm: TestUser;
let blocked: { id: number; url: string };
let tagged: { id: number; url: string };
let clean: { id: number; url: string };

beforeAll(async () => {
  app = await buildTestApp({ pageCache: { maxEntries: 0 }, rateLimits: { search: { max: 10_000, windowMs: 10_000 } } });
  author = await createUser(app);
  picky = await createUser(app);
  calm = await createUser(app);
  blocked = await publishPost(app, author.id, { title: 'Что будет с криптой', text: 'Вся Крипта снова падает, говорят аналитики.' });
  tagged = await publishPost(app, author.id, { blocks: [block.header('Прогулка по Неве'), block.paragraph('Фото с прогулки #Питер и немного #фото')] });
  clean = await publishPost(app, author.id, { title: 'Криптовалюта и налоги', text: 'Как платить налог с прибыли.' });
  for (const keyword of ['крипта', '#питер']) {
    expect((await call('POST', '/settings/block-keywords', picky.id, { keyword })).statusCode).toBe(200);
  }
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST', url: string, userId?: number, payload?: object) {
  const headers = { accept: 'application/json', ...(userId ? await sessionHeaders(app, userId) : guestHeaders()) };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const ids = async (url: string, userId?: number) => {
  const res = await call('GET', url, userId);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: number }[]).map((post) => post.id);
};

describe('blocked keywords', () => {
  it('hide matching posts from the feeds, tag pages and search of the member who blocked them, and only theirs', async () => {
    for (const url of ['/new', '/popular', `/${author.slug}/new`]) {
      const seen = await ids(url, picky.id);
      expect(seen, url).not.toContain(blocked.id);
      expect(seen, url).not.toContain(tagged.id);
      // A longer word is another word: «криптовалюта» is not «крипта».
      expect(seen, url).toContain(clean.id);
      expect(await ids(url, calm.id), url).toEqual(expect.arrayContaining([blocked.id, tagged.id, clean.id]));
    }
    expect(await ids('/tag/питер', picky.id)).toEqual([]);
    expect(await ids('/tag/фото', picky.id)).toEqual([]);
    expect(await ids('/tag/питер', calm.id)).toEqual([tagged.id]);
    expect(await ids(`/discovery?q=${encodeURIComponent('крипта')}`, picky.id)).not.toContain(blocked.id);
    expect(await ids(`/discovery?q=${encodeURIComponent('крипта')}`, calm.id)).toContain(blocked.id);
    // Opened by its address, the post still shows, as a post by an ignored author does.
    expect((await call('GET', blocked.url, picky.id)).statusCode).toBe(200);
  });

  it('show matching comments as hidden to that member, with their replies in place', async () => {
    const post = clean;
    const written = (await call('POST', '/comments', calm.id, { post_id: post.id, comment: 'Про крипту не надо, вот #питер лучше' })).json() as CommentDto;
    await call('POST', '/comments', author.id, { post_id: post.id, comment: 'Согласен', parent_id: written.id });
    const seen = (await call('GET', `/posts/${post.id}/comments?type=new`, picky.id)).json().data as CommentDto[];
    const hidden = seen.find((item) => item.id === written.id)!;
    expect(hidden).toMatchObject({ is_hidden: true, comment: '' });
    expect(hidden.replies).toEqual([expect.objectContaining({ comment: 'Согласен', is_hidden: false })]);
    const whole = (await call('GET', `/posts/${post.id}/comments?type=new`, calm.id)).json().data as CommentDto[];
    expect(whole.find((item) => item.id === written.id)).toMatchObject({ is_hidden: false });
  });

  it("never hide the member's own posts and comments", async () => {
    const own = await publishPost(app, picky.id, { title: 'Моя крипта', text: 'Пишу про крипта-проекты.' });
    expect(await ids('/new', picky.id)).toContain(own.id);
    const mine = (await call('POST', '/comments', picky.id, { post_id: clean.id, comment: 'Я тоже про крипта' })).json() as CommentDto;
    const seen = (await call('GET', `/posts/${clean.id}/comments?type=new`, picky.id)).json().data as CommentDto[];
    expect(seen.find((item) => item.id === mine.id)).toMatchObject({ is_hidden: false });
  });

  it('come back when unblocked', async () => {
    const member = await createUser(app);
    await call('POST', '/settings/block-keywords', member.id, { keyword: 'Крипта' });
    expect(await ids('/new', member.id)).not.toContain(blocked.id);
    await app.inject({ method: 'DELETE', url: '/settings/block-keywords', payload: { keyword: 'крипта' }, headers: { accept: 'application/json', ...(await sessionHeaders(app, member.id)) } });
    expect(await ids('/new', member.id)).toContain(blocked.id);
  });

  it('are read in the viewer-state query, and the cards they remove are made up from ids read past the page: a feed page costs the same with keywords as without', async () => {
    const cost = async (userId: number) => {
      const headers = { accept: 'application/json', ...(await sessionHeaders(app, userId)) };
      await app.inject({ url: '/new', headers });
      return countQueries(app, () => app.inject({ url: '/new', headers }));
    };
    expect(await ids('/new', picky.id)).not.toContain(blocked.id);
    expect(await cost(picky.id)).toBe(await cost(calm.id));
  });

  it('are given to other features for many members at once', async () => {
    const found = await blockedKeywordsOf(app.db, [picky.id, calm.id]);
    expect(found.get(picky.id)?.sort()).toEqual(['#питер', 'крипта']);
    expect(found.has(calm.id)).toBe(false);
  });
});
