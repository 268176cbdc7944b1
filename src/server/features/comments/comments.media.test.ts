import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { countQueries } from '../../../../tests/support/count-queries.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { uploadImage } from '../../../../tests/support/media.ts';
import { publishPost } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import type { CommentDto } from '../../../shared/dto/comment.ts';
import { comments, media } from '../../db/schema/index.ts';
import { removeUnusedMedia } from '../media/index.ts';

let app: FastifyInstance;
let author: TestUser;
let reader: TestUser;
let other: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: { commentWrites: { max: 1000 }, uploads: { max: 1000 } } });
  [author, reader, other] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, userId?: number, payload?: object) {
  const headers = { accept: 'application/json', ...(userId ? await sessionHeaders(app, userId) : {}) };
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const upload = async (userId: number) => (await uploadImage(app, await sessionHeaders(app, userId))).id;

async function comment(userId: number, payload: object): Promise<CommentDto> {
  const res = await call('POST', '/comments', userId, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const mediaOf = async (commentId: number) => (await app.db.select({ mediaId: comments.mediaId }).from(comments).where(eq(comments.id, commentId)))[0]!.mediaId;
const releasedAt = async (mediaId: number) => (await app.db.select({ at: media.releasedAt }).from(media).where(eq(media.id, mediaId)))[0]?.at;

describe('media in comments', () => {
  it('attaches one own upload, shown in the answer and the list; empty text is allowed beside it', async () => {
    const post = await publishPost(app, author.id);
    const picture = await upload(reader.id);
    const written = await comment(reader.id, { comment: '', post_id: post.id, mediaIds: [picture] });
    expect(written.comment).toBe('');
    expect(written.media).toEqual([
      { id: picture, data: expect.objectContaining({ resource_type: 'image', is_image: true, width: 64, height: 48, url: expect.stringMatching(/\/uploads\/media\/.+\.webp$/) }), thumb: expect.any(String) },
    ]);
    const listed = (await call('GET', `/posts/${post.id}/comments?type=new`)).json();
    expect(listed.data[0].media).toEqual(written.media);
    const withText = await comment(reader.id, { comment: 'Без картинки', post_id: post.id });
    expect(withText.media).toEqual([]);
  });

  it('refuses more than one item, someone else’s media, an unknown id, and empty text without media', async () => {
    const post = await publishPost(app, author.id);
    const [mine, second, theirs] = await Promise.all([upload(reader.id), upload(reader.id), upload(other.id)]);
    const refused = async (payload: object, field: string) => {
      const res = await call('POST', '/comments', reader.id, { post_id: post.id, ...payload });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
      return res.json();
    };
    await refused({ comment: 'Две картинки', mediaIds: [mine, second] }, 'mediaIds');
    expect((await refused({ comment: 'Чужая', mediaIds: [theirs] }, 'mediaIds')).errors.mediaIds).toEqual(['Файл не найден: загрузите его ещё раз']);
    await refused({ comment: 'Нет такой', mediaIds: [2_000_000_000] }, 'mediaIds');
    await refused({ comment: '  ', mediaIds: [] }, 'comment');
    expect((await app.db.select({ id: comments.id }).from(comments).where(eq(comments.postId, post.id))).length).toBe(0);
  });

  it('edits: keeps the media without mediaIds, replaces it, removes it; the dropped one starts its clean-up clock', async () => {
    const post = await publishPost(app, author.id);
    const [first, second] = await Promise.all([upload(reader.id), upload(reader.id)]);
    const written = await comment(reader.id, { comment: 'С картинкой', post_id: post.id, mediaIds: [first] });
    const edit = (payload: object) => call('POST', `/comments/${written.id}`, reader.id, payload);

    expect((await edit({ comment: 'Только текст поменял' })).json().media[0].id).toBe(first);
    expect((await edit({ comment: 'Другая картинка', mediaIds: [second] })).json().media[0].id).toBe(second);
    expect(await releasedAt(first)).toBeInstanceOf(Date);
    expect((await edit({ comment: '', mediaIds: [] })).statusCode).toBe(422);
    const removed = await edit({ comment: 'Без картинки', mediaIds: [] });
    expect(removed.json().media).toEqual([]);
    expect(await mediaOf(written.id)).toBeNull();
    expect((await call('POST', `/comments/${written.id}`, other.id, { comment: 'Чужое', mediaIds: [] })).statusCode).toBe(403);
  });

  it('keeps media a comment shows from its owner’s deletion and the clean-up, and lets it go with the comment', async () => {
    const post = await publishPost(app, author.id);
    const [shown, inBranch] = await Promise.all([upload(reader.id), upload(other.id)]);
    const root = await comment(reader.id, { comment: 'Смотрите', post_id: post.id, mediaIds: [shown] });
    await comment(other.id, { comment: 'И вот', post_id: post.id, parent_id: root.id, mediaIds: [inBranch] });

    expect((await call('DELETE', `/media/${shown}`, reader.id)).statusCode).toBe(409);
    await app.db.update(media).set({ createdAt: new Date(Date.now() - 3 * 86_400_000) }).where(inArray(media.id, [shown, inBranch]));
    await removeUnusedMedia(app.db, app.storage, { olderThan: 86_400_000 });
    expect((await app.db.select({ id: media.id }).from(media).where(inArray(media.id, [shown, inBranch]))).length).toBe(2);

    expect((await call('DELETE', `/comments/${root.id}`, reader.id)).statusCode).toBe(204);
    const after = (await call('GET', `/posts/${post.id}/comments?type=new`)).json();
    expect(after.data[0]).toMatchObject({ id: root.id, comment: '', media: [] });
    expect(after.data[0].replies[0].media[0].id).toBe(inBranch);
    expect(await releasedAt(shown)).toBeInstanceOf(Date);
    expect((await call('DELETE', `/media/${shown}`, reader.id)).statusCode).toBe(204);

    expect((await call('DELETE', `/comments/${root.id}/branch/destroy`, author.id)).statusCode).toBe(204);
    expect(await releasedAt(inBranch)).toBeInstanceOf(Date);
    expect((await call('DELETE', `/media/${inBranch}`, other.id)).statusCode).toBe(204);
  });

  it('costs the same number of queries for a page with 2 pictures as with 20', async () => {
    const costs = [];
    for (const size of [2, 20]) {
      const post = await publishPost(app, author.id);
      for (let i = 0; i < size; i++) {
        const root = await comment(reader.id, { comment: `Картинка ${i}`, post_id: post.id, mediaIds: [await upload(reader.id)] });
        await comment(other.id, { comment: `Ответ ${i}`, post_id: post.id, parent_id: root.id, mediaIds: [await upload(other.id)] });
      }
      costs.push(await countQueries(app, () => call('GET', `/posts/${post.id}/comments?type=new`)));
    }
    expect(costs[0]).toBe(costs[1]);
  });
});
