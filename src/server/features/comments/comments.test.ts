import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { expectEvents, settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity, inertiaHeaders, publishPost, writePost } from '../../../../tests/support/posts.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import type { CommentDto } from '../../../shared/dto/comment.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { comments, communityBans, postReads, posts, users } from '../../db/schema/index.ts';
import { createComment, type Writer } from './comments.commands.ts';

let app: FastifyInstance;
let author: TestUser;
let reader: TestUser;
let other: TestUser;
beforeAll(async () => {
  // This file writes far more than a person would; the limit itself is tested on an app of its own.
  app = await buildTestApp({ rateLimits: { commentWrites: { max: 1000 } } });
  [author, reader, other] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, userId?: number, payload?: object, extra: Record<string, string> = {}) {
  const headers = { accept: 'application/json', ...(userId ? await sessionHeaders(app, userId) : guestHeaders()), ...extra };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

async function comment(userId: number, postId: number, text: string, parentId: number | null = null): Promise<CommentDto> {
  const res = await call('POST', '/comments', userId, { comment: text, post_id: postId, parent_id: parentId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function counts(postId: number, commentId?: number) {
  const [post] = await app.db.select({ count: posts.commentsCount }).from(posts).where(eq(posts.id, postId));
  if (commentId === undefined) return { comments: post!.count };
  const [row] = await app.db.select({ replies: comments.repliesCount }).from(comments).where(eq(comments.id, commentId));
  return { comments: post!.count, replies: row?.replies };
}

const asViewer = (user: TestUser): Writer => ({ id: user.id, role: 'user', ban: null });

describe('writing comments', () => {
  it('comments and replies, keeping the branch, the counts and the events', async () => {
    const post = await publishPost(app, author.id);
    let root!: CommentDto;
    await expectEvents(
      app,
      async () => {
        root = await comment(reader.id, post.id, '  Первая мысль\r\nи вторая строка  ');
      },
      [{ type: 'comment.created', postId: post.id, authorId: reader.id, parentId: null, branchId: null, postAuthorId: author.id }],
    );
    expect(root).toMatchObject({ comment: 'Первая мысль\nи вторая строка', post_id: post.id, parent_id: null, branch_id: null, user_id: reader.id, replies: [], replies_count: 0, deleted_at: null });
    expect(root.user).toMatchObject({ id: reader.id, slug: reader.slug });
    expect(root.url).toBe(`${post.url}?comment=${root.id}`);

    const reply = await comment(author.id, post.id, 'Ответ', root.id);
    const deeper = await comment(other.id, post.id, 'Ответ на ответ', reply.id);
    expect([reply.branch_id, deeper.branch_id, deeper.parent_id]).toEqual([root.id, root.id, reply.id]);
    expect(await counts(post.id, root.id)).toEqual({ comments: 3, replies: 1 });
    expect(await counts(post.id, reply.id)).toEqual({ comments: 3, replies: 1 });
  });

  it('answers a retry with the same Idempotency-Key once, without a second comment', async () => {
    const post = await publishPost(app, author.id);
    const key = { 'idempotency-key': `comment-${post.id}` };
    const first = await call('POST', '/comments', reader.id, { comment: 'Один раз', post_id: post.id }, key);
    const again = await call('POST', '/comments', reader.id, { comment: 'Один раз', post_id: post.id }, key);
    expect(again.json().id).toBe(first.json().id);
    expect(await counts(post.id)).toEqual({ comments: 1 });
  });

  it('refuses guests, empty and too long text, a parent under another post, and drafts', async () => {
    const post = await publishPost(app, author.id);
    expect((await call('POST', '/comments', undefined, { comment: 'Гость', post_id: post.id })).statusCode).toBe(401);
    const empty = await call('POST', '/comments', reader.id, { comment: ' \n ', post_id: post.id });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['comment']);
    expect((await call('POST', '/comments', reader.id, { comment: 'я'.repeat(5001), post_id: post.id })).statusCode).toBe(422);
    expect((await call('POST', '/comments', reader.id, { comment: 'я'.repeat(5000), post_id: post.id })).statusCode).toBe(200);
    const elsewhere = await comment(reader.id, (await publishPost(app, author.id)).id, 'Под другим постом');
    expect((await call('POST', '/comments', reader.id, { comment: 'Ответ', post_id: post.id, parent_id: elsewhere.id })).statusCode).toBe(422);
    const draft = await writePost(app, author.id);
    expect((await call('POST', '/comments', reader.id, { comment: 'К черновику', post_id: draft.id })).statusCode).toBe(404);
    expect((await call('POST', '/comments', reader.id, { comment: 'С файлом', post_id: post.id, mediaIds: [1] })).statusCode).toBe(422);
    expect(await counts(post.id)).toEqual({ comments: 1 });
  });

  it('keeps markup in the text as inert text', async () => {
    const post = await publishPost(app, author.id);
    const xss = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    expect((await comment(reader.id, post.id, xss)).comment).toBe(xss);
    const page = await call('GET', `/posts/${post.id}/comments?type=new`);
    expect(page.headers['content-type']).toContain('application/json');
    expect(page.json().data[0].comment).toBe(xss);
  });
});

describe('editing, deleting, pinning', () => {
  it('lets the author edit; others are refused', async () => {
    const post = await publishPost(app, author.id);
    const mine = await comment(reader.id, post.id, 'Было');
    expect((await call('POST', `/comments/${mine.id}`, other.id, { comment: 'Чужая правка' })).statusCode).toBe(403);
    const edited = await call('POST', `/comments/${mine.id}`, reader.id, { comment: 'Стало' });
    expect(edited.json()).toMatchObject({ id: mine.id, comment: 'Стало' });
    expect((await call('POST', `/comments/${mine.id}`, reader.id, { comment: '' })).statusCode).toBe(422);
  });

  it('soft-deletes: the text goes, replies stay, the count drops; others are refused', async () => {
    const post = await publishPost(app, author.id);
    const root = await comment(reader.id, post.id, 'Удалю');
    await comment(other.id, post.id, 'Ответ остаётся', root.id);
    expect((await call('DELETE', `/comments/${root.id}`, other.id)).statusCode).toBe(403);
    expect((await call('DELETE', `/comments/${root.id}`, author.id)).statusCode).toBe(403);
    await expectEvents(app, () => call('DELETE', `/comments/${root.id}`, reader.id), [{ type: 'comment.deleted', commentId: root.id, branch: false }]);
    expect(await counts(post.id, root.id)).toEqual({ comments: 1, replies: 1 });
    const [shown] = (await call('GET', `/posts/${post.id}/comments?type=new`)).json().data;
    expect(shown).toMatchObject({ id: root.id, comment: '', replies_count: 1 });
    expect(shown.deleted_at).not.toBeNull();
    expect(shown.replies[0].comment).toBe('Ответ остаётся');
    // Deleted once is deleted: no second decrement, no edit, no reply.
    expect((await call('DELETE', `/comments/${root.id}`, reader.id)).statusCode).toBe(403);
    expect((await call('POST', `/comments/${root.id}`, reader.id, { comment: 'Воскрешение' })).statusCode).toBe(403);
    expect((await call('POST', '/comments', other.id, { comment: 'Ещё ответ', post_id: post.id, parent_id: root.id })).statusCode).toBe(422);
    expect(await counts(post.id)).toEqual({ comments: 1 });
  });

  it("removes a branch for the post's author, moving every count", async () => {
    const post = await publishPost(app, author.id);
    const root = await comment(reader.id, post.id, 'Корень');
    const middle = await comment(other.id, post.id, 'Середина', root.id);
    const leaf = await comment(reader.id, post.id, 'Лист', middle.id);
    await comment(reader.id, post.id, 'Второй лист', middle.id);
    await call('DELETE', `/comments/${leaf.id}`, reader.id);
    expect(await counts(post.id)).toEqual({ comments: 3 });

    expect((await call('DELETE', `/comments/${middle.id}/branch/destroy`, reader.id)).statusCode).toBe(403);
    await expectEvents(app, () => call('DELETE', `/comments/${middle.id}/branch/destroy`, author.id), [{ type: 'comment.deleted', commentId: middle.id, branch: true }]);
    expect(await counts(post.id, root.id)).toEqual({ comments: 1, replies: 0 });
    expect(await app.db.select().from(comments).where(eq(comments.branchId, root.id))).toEqual([]);
    // Nothing left below the root: no branch to remove.
    expect((await call('DELETE', `/comments/${root.id}/branch/destroy`, author.id)).statusCode).toBe(403);
  });

  it("pins and unpins a root for the post's author, shown first; a reply cannot be pinned", async () => {
    const post = await publishPost(app, author.id);
    const older = await comment(reader.id, post.id, 'Старый');
    const newer = await comment(other.id, post.id, 'Новый');
    const reply = await comment(author.id, post.id, 'Ответ', older.id);
    expect((await call('POST', `/comments/${older.id}/pin`, reader.id)).statusCode).toBe(403);
    expect((await call('POST', `/comments/${reply.id}/pin`, author.id)).statusCode).toBe(403);
    expect((await call('POST', `/comments/${older.id}/pin`, author.id)).json()).toEqual({ pinned: true });
    const ids = async () => (await call('GET', `/posts/${post.id}/comments?type=new`)).json().data.map((item: CommentDto) => item.id);
    expect(await ids()).toEqual([older.id, newer.id]);
    expect((await call('POST', `/comments/${newer.id}/pin`, author.id)).json()).toEqual({ pinned: true });
    expect(await ids()).toEqual([newer.id, older.id]);
    expect((await call('POST', `/comments/${newer.id}/pin`, author.id)).json()).toEqual({ pinned: false });
    expect(await ids()).toEqual([newer.id, older.id]);
    expect(await counts(post.id)).toEqual({ comments: 3 });
  });
});

describe('GET /comments/{id}/controls', () => {
  const NOTHING = { edit: false, report: false, hide: false, pin: false, destroy: false, destroyBranch: false, ban_in_topic: false, ban_in_blog: false };

  it('answers each person their flags', async () => {
    const post = await publishPost(app, author.id);
    const root = await comment(reader.id, post.id, 'Корень');
    const reply = await comment(other.id, post.id, 'Ответ', root.id);
    const controls = async (id: number, userId?: number) => (await call('GET', `/comments/${id}/controls`, userId)).json();
    expect(await controls(root.id, reader.id)).toEqual({ ...NOTHING, edit: true, destroy: true });
    expect(await controls(root.id, author.id)).toEqual({ ...NOTHING, report: true, hide: true, pin: true, destroyBranch: true, ban_in_blog: true });
    expect(await controls(reply.id, author.id)).toEqual({ ...NOTHING, report: true, hide: true, ban_in_blog: true });
    expect(await controls(reply.id, reader.id)).toEqual({ ...NOTHING, report: true, hide: true });
    expect((await call('GET', `/comments/${root.id}/controls`)).statusCode).toBe(401);
  });

  it('offers ban in topic and delete to the managers of the community the post is in', async () => {
    const community = await createCommunity(app, { creatorId: other.id });
    const post = await publishPost(app, author.id, { category_id: community.id });
    const root = await comment(reader.id, post.id, 'В сообществе');
    expect((await call('GET', `/comments/${root.id}/controls`, other.id)).json()).toEqual({ ...NOTHING, report: true, hide: true, destroy: true, ban_in_topic: true });
  });
});

describe('reading comments', () => {
  it('pages 60 roots by 25 in both orders, each root with its first replies', async () => {
    const post = await publishPost(app, author.id);
    const viewer = asViewer(reader);
    const roots: number[] = [];
    for (let i = 0; i < 60; i++) roots.push(await createComment(app.db, viewer, { comment: `Корень ${i}`, post_id: post.id }));
    for (let i = 0; i < 5; i++) await createComment(app.db, asViewer(other), { comment: `Ответ ${i}`, post_id: post.id, parent_id: roots[59] });

    for (const type of ['new', 'popular']) {
      const seen: number[] = [];
      let url: string | null = `/posts/${post.id}/comments?type=${type}`;
      const sizes: number[] = [];
      while (url) {
        const page: { data: CommentDto[]; next_page_url: string | null; total: number } = (await call('GET', url)).json();
        sizes.push(page.data.length);
        seen.push(...page.data.map((item) => item.id));
        expect(page.total).toBe(65);
        url = page.next_page_url;
      }
      expect(sizes).toEqual([25, 25, 10]);
      expect(seen).toEqual([...roots].reverse());
    }
    const [newest] = (await call('GET', `/posts/${post.id}/comments?type=new&perPage=1`)).json().data;
    expect(newest.replies_count).toBe(5);
    expect(newest.replies.map((item: CommentDto) => item.comment)).toEqual(['Ответ 0', 'Ответ 1', 'Ответ 2']);

    const replies = (await call('GET', `/comments/${newest.id}/replies`)).json();
    expect(replies.data.map((item: CommentDto) => item.comment)).toEqual(['Ответ 0', 'Ответ 1', 'Ответ 2', 'Ответ 3', 'Ответ 4']);
    expect(replies.next_page_url).toBeNull();
    expect((await call('GET', `/posts/${post.id}/comments?cursor=Zm9v`)).statusCode).toBe(422);
  });

  it('costs the same number of queries for 2 roots as for 20, and for 2 replies as for 20', async () => {
    const viewer = asViewer(reader);
    const lists = [];
    for (const size of [2, 20]) {
      const post = await publishPost(app, author.id);
      let first = 0;
      for (let i = 0; i < size; i++) {
        const id = await createComment(app.db, viewer, { comment: `Корень ${i}`, post_id: post.id });
        first ||= id;
        await createComment(app.db, asViewer(other), { comment: `Ответ ${i}`, post_id: post.id, parent_id: id });
        await createComment(app.db, asViewer(other), { comment: `Ещё ответ ${i}`, post_id: post.id, parent_id: first });
      }
      lists.push({ post, first });
    }
    const cost = (url: string) => countQueries(app, () => call('GET', url));
    // Counted one after the other: countQueries wraps the one database client for the duration of a run.
    const small = await cost(`/posts/${lists[0]!.post.id}/comments?type=popular`);
    const large = await cost(`/posts/${lists[1]!.post.id}/comments?type=popular`);
    expect(small).toBe(large);
    const [fewReplies, manyReplies] = [await cost(`/comments/${lists[0]!.first}/replies`), await cost(`/comments/${lists[1]!.first}/replies`)];
    expect(fewReplies).toBe(manyReplies);
  });

  it('shows one thread whole for commentId: its root, with every reply of any depth', async () => {
    const post = await publishPost(app, author.id);
    const root = await comment(reader.id, post.id, 'Корень ветки');
    const reply = await comment(other.id, post.id, 'Ответ', root.id);
    const deep = await comment(reader.id, post.id, 'Глубокий ответ', reply.id);
    await comment(other.id, post.id, 'Другая ветка');
    const page = (await call('GET', `/posts/${post.id}/comments?commentId=${deep.id}`)).json();
    expect(page.data.map((item: CommentDto) => item.id)).toEqual([root.id]);
    expect(page.data[0].replies.map((item: CommentDto) => [item.id, item.parent_id])).toEqual([
      [reply.id, root.id],
      [deep.id, reply.id],
    ]);
    expect(page.next_page_url).toBeNull();
    const elsewhere = await comment(reader.id, (await publishPost(app, author.id)).id, 'Чужой пост');
    expect((await call('GET', `/posts/${post.id}/comments?commentId=${elsewhere.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for the comments of a missing post or a draft', async () => {
    const draft = await writePost(app, author.id);
    expect((await call('GET', `/posts/${draft.id}/comments`)).statusCode).toBe(404);
    expect((await call('GET', '/posts/999999/comments')).statusCode).toBe(404);
  });
});

describe('likes on comments', () => {
  it("are the reactions calls with likeable 'comment': counted, shown to the liker, ordering Popular", async () => {
    const post = await publishPost(app, author.id);
    const quiet = await comment(reader.id, post.id, 'Тихий');
    const liked = await comment(other.id, post.id, 'Понравился');
    const like = await call('POST', '/like', author.id, { likeable: 'comment', id: liked.id, value: 1 });
    expect(like.json()).toMatchObject({ reaction_sum: 1, reaction_value: 1 });
    const mine = (await call('GET', `/posts/${post.id}/comments?type=popular`, author.id)).json().data;
    expect(mine.map((item: CommentDto) => [item.id, item.reaction_sum, item.reaction_value])).toEqual([
      [liked.id, 1, 1],
      [quiet.id, 0, null],
    ]);
    expect((await call('GET', `/posts/${post.id}/comments?type=popular`)).json().data[0].reaction_value).toBeNull();
    await call('DELETE', `/comments/${quiet.id}`, reader.id);
    expect((await call('POST', '/like', author.id, { likeable: 'comment', id: quiet.id, value: 1 })).statusCode).toBe(404);
  });

  it("are pushed on the post's one comment-likes channel, naming the comment", async () => {
    const post = await publishPost(app, author.id);
    const liked = await comment(reader.id, post.id, 'Живой счётчик');
    await settle(app);
    const publish = vi.spyOn(app.realtime, 'publish');
    await call('POST', '/like', author.id, { likeable: 'comment', id: liked.id, value: 1 });
    await settle(app);
    expect(publish).toHaveBeenCalledWith(channels.commentLikes(post.id), pushes.likes, { id: liked.id, reaction_sum: 1, disreaction_sum: 0, reactions: [], reaction_count: 0 });
    publish.mockRestore();
  });
});

describe('the live counts of a post page', () => {
  /** The comment pushes `run` caused, in order, as [event, payload]. */
  async function pushesOf(postId: number, run: () => Promise<unknown>): Promise<Array<[string, unknown]>> {
    await settle(app);
    const publish = vi.spyOn(app.realtime, 'publish');
    try {
      await run();
      await settle(app);
      const ours = new Set([channels.newComment(postId), channels.deletedComment(postId)]);
      return publish.mock.calls.filter(([channel]) => ours.has(channel)).map(([, event, data]) => [event, data]);
    } finally {
      publish.mockRestore();
    }
  }

  it("carry the post's comments count and the parent's replies count as they are after each change", async () => {
    const post = await publishPost(app, author.id);
    let root!: CommentDto;
    expect(await pushesOf(post.id, async () => (root = await comment(reader.id, post.id, 'Корень')))).toEqual([
      [pushes.newComment, { comment: expect.objectContaining({ id: expect.any(Number), comment: 'Корень' }), comments_count: 1, parent: null }],
    ]);
    let reply!: CommentDto;
    expect(await pushesOf(post.id, async () => (reply = await comment(other.id, post.id, 'Ответ', root.id)))).toEqual([
      [pushes.newComment, { comment: expect.objectContaining({ id: expect.any(Number), parent_id: root.id }), comments_count: 2, parent: { id: root.id, replies_count: 1 } }],
    ]);
    const deep = await comment(author.id, post.id, 'Ответ на ответ', reply.id);
    await comment(author.id, post.id, 'Второй ответ', root.id);

    // A soft deletion lowers the post's count; the comment stays among its parent's replies.
    expect(await pushesOf(post.id, () => call('DELETE', `/comments/${deep.id}`, author.id))).toEqual([
      [pushes.deletedComment, { id: deep.id, branch: false, comments_count: 3, parent: null }],
    ]);
    // A removed branch takes its live comments off the post's count and itself off its parent's replies.
    expect(await pushesOf(post.id, () => call('DELETE', `/comments/${reply.id}/branch/destroy`, author.id))).toEqual([
      [pushes.deletedComment, { id: reply.id, branch: true, comments_count: 2, parent: { id: root.id, replies_count: 1 } }],
    ]);
    expect(await pushesOf(post.id, () => call('DELETE', `/comments/${root.id}/branch/destroy`, author.id))).toEqual([
      [pushes.deletedComment, { id: root.id, branch: true, comments_count: 0, parent: null }],
    ]);
    expect(await counts(post.id)).toEqual({ comments: 0 });
  });
});

describe('bookmarks on comments', () => {
  it("are the bookmark calls with bookmarked 'comment': counted, shown to the member, listed, refused once deleted", async () => {
    const post = await publishPost(app, author.id);
    const kept = await comment(other.id, post.id, 'Сохраню себе');
    const added = await call('POST', '/bookmark', reader.id, { bookmarked: 'comment', id: kept.id });
    expect(added.json()).toEqual({ bookmarks: 1 });
    const page = (await call('GET', `/posts/${post.id}/comments`, reader.id)).json().data;
    expect(page[0]).toMatchObject({ id: kept.id, bookmarks_count: 1, is_bookmarked: true });
    expect((await call('GET', `/posts/${post.id}/comments`, other.id)).json().data[0]).toMatchObject({ bookmarks_count: 1, is_bookmarked: false });
    const list = (await call('GET', '/bookmarks/comments', reader.id)).json();
    expect(list).toMatchObject({ total: 1, data: [{ id: kept.id, comment: 'Сохраню себе', post: { id: post.id, url: post.url } }] });
    expect((await call('DELETE', '/bookmark', reader.id, { bookmarked: 'comment', id: kept.id })).json()).toEqual({ bookmarks: 0 });
    await call('DELETE', `/comments/${kept.id}`, other.id);
    expect((await call('POST', '/bookmark', reader.id, { bookmarked: 'comment', id: kept.id })).statusCode).toBe(404);
  });
});

describe('GET /comments/popular', () => {
  /** Likes set straight on the rows: far above what the other tests' comments get. */
  async function liked(text: string, likes: number, daysAgo = 0) {
    const post = await publishPost(app, author.id);
    const made = await comment(reader.id, post.id, text);
    const at = new Date(Date.now() - daysAgo * 86_400_000);
    await app.db.update(comments).set({ reactionSum: likes, createdAt: at }).where(eq(comments.id, made.id));
    return { post, id: made.id };
  }

  it('tells each comment’s post community, null for a post in its author’s blog', async () => {
    const community = await createCommunity(app, { creatorId: author.id, name: 'Лучшие комментарии' });
    const inBlog = await liked('В блоге', 2_000_001);
    const post = await publishPost(app, author.id, { category_id: community.id });
    const inCommunity = await comment(reader.id, post.id, 'В сообществе');
    await app.db.update(comments).set({ reactionSum: 2_000_002 }).where(eq(comments.id, inCommunity.id));
    await settle(app);
    const answer = (await call('GET', '/comments/popular?limit=2', reader.id)).json();
    expect(answer.data.map((item: { post: object }) => item.post)).toEqual([
      expect.objectContaining({ id: post.id, url: post.url, category_id: community.id }),
      expect.objectContaining({ id: inBlog.post.id, url: inBlog.post.url, category_id: null }),
    ]);
    await app.db.update(comments).set({ reactionSum: 0 }).where(sql`${comments.id} in (${inBlog.id}, ${inCommunity.id})`);
    await settle(app);
  });

  it('answers the most liked comments of the last days with their posts, at a constant query cost, cached for guests', async () => {
    const best = await liked('Лучший', 1_000_003);
    const second = await liked('Второй', 1_000_002);
    const old = await liked('Старый, но любимый', 1_000_005, 8);
    const many = [];
    for (let i = 0; i < 8; i++) many.push(await liked(`Ещё ${i}`, 1_000_000 - i));
    const answer = (await call('GET', '/comments/popular?limit=2')).json();
    expect(answer.data.map((item: CommentDto) => item.id)).toEqual([best.id, second.id]);
    expect(answer.data[0]).toMatchObject({ comment: 'Лучший', user: { id: reader.id }, post: { id: best.post.id, url: best.post.url } });
    expect(answer.data.map((item: CommentDto) => item.id)).not.toContain(old.id);
    await settle(app);
    const cost = (limit: number) => countQueries(app, () => call('GET', `/comments/popular?limit=${limit}`, reader.id));
    expect(await cost(2)).toBe(await cost(10));
    expect((await call('GET', '/comments/popular?limit=11')).statusCode).toBe(422);

    // Guests get the cached answer until a comment changes.
    const guestFirst = async () => (await call('GET', '/comments/popular?limit=2')).json().data[0].id;
    expect(await guestFirst()).toBe(best.id);
    await call('DELETE', `/comments/${best.id}`, reader.id);
    await settle(app);
    expect(await guestFirst()).toBe(second.id);
  });
});

describe('new since your last visit', () => {
  const opens = async (userId: number, postId: number) => expect((await call('POST', '/views', userId, { views: [postId] })).statusCode).toBe(204);
  /** The reader's last opening moved back, as if their visit ended that long ago. */
  const visitEnded = (postId: number, minutesAgo: number) =>
    app.db.update(postReads).set({ seenAt: new Date(Date.now() - minutesAgo * 60_000) }).where(eq(postReads.postId, postId));
  const marks = async (postId: number, userId?: number) =>
    (await call('GET', `/posts/${postId}/comments?type=new`, userId)).json().data.map((item: CommentDto) => [item.comment, item.is_new]);

  it("marks others' comments written after the reader's previous visit, for the whole of the next visit", async () => {
    const post = await publishPost(app, author.id);
    const before = await comment(other.id, post.id, 'Было до');
    await app.db.update(comments).set({ createdAt: new Date(Date.now() - 180 * 60_000) }).where(eq(comments.id, before.id));
    await opens(reader.id, post.id);
    expect(await marks(post.id, reader.id)).toEqual([['Было до', false]]); // a first visit marks nothing
    await visitEnded(post.id, 120);
    const since = new Date(Date.now() - 120 * 60_000);
    await comment(other.id, post.id, 'Новое');
    await comment(reader.id, post.id, 'Моё');
    await opens(reader.id, post.id);
    const expected = [
      ['Моё', false],
      ['Новое', true],
      ['Было до', false],
    ];
    expect(await marks(post.id, reader.id)).toEqual(expected);
    // A reload within the visit keeps the marks; guests and other members get none.
    await opens(reader.id, post.id);
    expect(await marks(post.id, reader.id)).toEqual(expected);
    expect((await marks(post.id)).every(([, isNew]: [string, boolean]) => !isNew)).toBe(true);
    const [read] = await app.db.select().from(postReads).where(eq(postReads.postId, post.id));
    expect(Math.abs(read!.previousVisitAt!.getTime() - since.getTime())).toBeLessThan(5_000);
  });

  it('costs the reader one query more than a guest, whatever the page holds', async () => {
    const sizes = [];
    for (const size of [2, 12]) {
      const post = await publishPost(app, author.id);
      await opens(reader.id, post.id);
      await visitEnded(post.id, 120);
      for (let i = 0; i < size; i++) await comment(other.id, post.id, `Свежий ${i}`);
      await opens(reader.id, post.id);
      sizes.push(await countQueries(app, () => call('GET', `/posts/${post.id}/comments`, reader.id)));
    }
    expect(sizes[0]).toBe(sizes[1]);
  });
});

describe('the first page rendered with the post', () => {
  const page = (url: string, userId?: number) => call('GET', url, userId, undefined, inertiaHeaders);

  it('carries the Popular first page in the props and the HTML, not in the single-thread view nor without comments', async () => {
    const post = await publishPost(app, author.id);
    expect((await page(post.url)).json().props.comments).toBeNull();
    const root = await comment(reader.id, post.id, 'Виден <сразу>');
    await comment(other.id, post.id, 'И ответ', root.id);
    await settle(app);
    const props = (await page(post.url, other.id)).json().props;
    expect(props.comments).toMatchObject({ total: 2, next_page_url: null, data: [{ id: root.id, replies: [{ comment: 'И ответ' }] }] });
    expect(props.comments).toEqual((await call('GET', `/posts/${post.id}/comments`, other.id)).json());
    expect((await page(`${post.url}?comment=${root.id}`)).json().props.comments).toBeNull();
    const html = (await app.inject({ url: post.url, headers: { accept: 'text/html' } })).body;
    expect(html).toContain('Виден &lt;сразу&gt;');
  });

  it('costs the same number of queries for 2 roots as for 20', async () => {
    const costs = [];
    for (const size of [2, 20]) {
      const post = await publishPost(app, author.id);
      for (let i = 0; i < size; i++) {
        const id = await createComment(app.db, asViewer(reader), { comment: `Корень ${i}`, post_id: post.id });
        await createComment(app.db, asViewer(other), { comment: `Ответ ${i}`, post_id: post.id, parent_id: id });
      }
      // A guest (no session to touch) at an address of its own, so the guest page cache misses; warmed first,
      // once the comments' events have dropped what they drop, so the site settings' short cache and the
      // post's shared page data are the same for both counts.
      await settle(app);
      await page(`${post.url}?warm`);
      costs.push(await countQueries(app, () => page(`${post.url}?count`)));
    }
    expect(costs[0]).toBe(costs[1]);
  });
});

describe('the ban notice prop', () => {
  it("carries a member's ban in the post's community to the post page, and nothing for others", async () => {
    const topic = await createCommunity(app, { creatorId: author.id });
    const post = await publishPost(app, author.id, { category_id: topic.id });
    const banned = await createUser(app);
    await app.db.insert(communityBans).values({ subsiteId: topic.id, userId: banned.id, moderatorId: author.id, reason: 'Спам', until: null });
    const propFor = async (userId?: number) =>
      (await app.inject({ url: post.url, headers: { ...inertiaHeaders, ...(userId ? await sessionHeaders(app, userId) : {}) } })).json().props.comment_ban;
    expect(await propFor(banned.id)).toEqual({ scope: 'community', place: { name: topic.name, url: `/${topic.slug}` }, reason: 'Спам', until: null });
    expect(await propFor(reader.id)).toBeNull();
    expect(await propFor()).toBeNull();
  });

  it("lets an author close comments in their blog to a reader: the menu offers it, the reader's form gives way to the blog's notice, and their comments there are refused", async () => {
    const blogger = await createUser(app, { name: 'Ирина Блогерова' });
    const post = await publishPost(app, blogger.id);
    const topic = await createCommunity(app, { creatorId: blogger.id });
    const inTopic = await publishPost(app, blogger.id, { category_id: topic.id });
    const rude = await createUser(app);
    const theirs = await comment(rude.id, post.id, 'Грубость');
    const controls = async (commentId: number, userId: number) => (await call('GET', `/comments/${commentId}/controls`, userId)).json().ban_in_blog;
    expect(await controls(theirs.id, blogger.id)).toBe(true);
    expect(await controls(theirs.id, reader.id)).toBe(false);
    expect(await controls((await comment(rude.id, inTopic.id, 'Там')).id, blogger.id)).toBe(false);
    expect(await controls((await comment(blogger.id, post.id, 'Моё')).id, blogger.id)).toBe(false);

    expect((await call('POST', `/comments/${theirs.id}/ban-in-blog`, reader.id, { reason: 'Чужой блог', banForever: true })).statusCode).toBe(403);
    expect((await call('POST', `/comments/${theirs.id}/ban-in-blog`, blogger.id, { reason: '', banForever: true })).statusCode).toBe(422);
    const banned = await call('POST', `/comments/${theirs.id}/ban-in-blog`, blogger.id, { reason: 'Грубит', banDays: 7 });
    expect(banned.statusCode, banned.body).toBe(200);
    const until = banned.json().date_unbanned;
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const propFor = async (url: string, userId: number) => (await app.inject({ url, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, userId)) } })).json().props.comment_ban;
    expect(await propFor(post.url, rude.id)).toEqual({ scope: 'blog', place: { name: 'Ирина Блогерова', url: `/${blogger.slug}` }, reason: 'Грубит', until });
    expect(await propFor(post.url, reader.id)).toBeNull();
    expect(await propFor(inTopic.url, rude.id)).toBeNull();
    expect((await call('POST', '/comments', rude.id, { comment: 'Ещё', post_id: post.id })).statusCode).toBe(403);
    expect((await call('POST', '/comments', rude.id, { comment: 'В теме можно', post_id: inTopic.id })).statusCode).toBe(200);
    // Closing comments is all it does: the reader still reacts to the blog's posts.
    expect((await call('POST', '/like', rude.id, { likeable: 'post', id: post.id, value: 1 })).statusCode).toBe(200);
  });

  it('shows a member banned site-wide the banned screen instead of the post', async () => {
    const post = await publishPost(app, author.id);
    const banned = await createUser(app);
    await app.db.update(users).set({ bannedAt: new Date(), bannedUntil: null, banReason: 'Спам' }).where(eq(users.id, banned.id));
    const res = await app.inject({ url: post.url, headers: { ...inertiaHeaders, ...(await sessionHeaders(app, banned.id)) } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ component: 'Error/banned', props: { ban_record: { reason: 'Спам', date_unbanned: null } } });
  });
});

describe('the guest page cache', () => {
  it("drops the post's cached page when a comment is written", async () => {
    const post = await publishPost(app, author.id);
    await settle(app);
    const count = async () => (await app.inject({ url: post.url, headers: inertiaHeaders })).json().props.post.comments_count;
    expect(await count()).toBe(0);
    await comment(reader.id, post.id, 'Обновит страницу');
    await settle(app);
    expect(await count()).toBe(1);
  });
});
